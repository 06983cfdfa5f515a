import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { hidePage, installBeacon, sentLoads } from '../../remotes/__tests__/beacons';
import { fake, installFakeFetch, resetFake, settle } from '../../remotes/__tests__/fake-federation';
import { RETRY_DELAYS_MS } from '../../remotes/load-with-retry';
import { loadRemoteRoutes } from '../../remotes/remote-registry';
import { RemoteRoute } from '../remote-route';

/**
 * Issue 34 item 4 with the real registry and federation runtime (the remote entry faked): the
 * bounded retry runs behind the spinner, the fallback panel shows only after it, and its Retry
 * starts a new load, each load reported.
 */

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.useFakeTimers();
  installFakeFetch();
  resetFake();
});

afterEach(() => {
  jest.useRealTimers();
});

it('shows the fallback panel only after the retries failed, and its Retry loads anew', async () => {
  const sendBeacon = installBeacon();
  fake.entryFails = true;
  // Awaited acts: the load settles on the fake clock, and React renders what it suspended on.
  await act(async () => void renderWithProviders(<RemoteRoute remote="darkweb" name="dark-web-scan" />));

  await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + 10));
  expect(fake.entryLoads).toBe(2);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await act(() => settle(loadRemoteRoutes('darkweb')));
  expect(screen.getByRole('alert')).toHaveTextContent("This part of Lifeguard couldn't load");
  expect(fake.entryLoads).toBe(3);

  fake.entryFails = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  await act(() => settle(loadRemoteRoutes('darkweb')));
  expect(screen.getByText('Scan screen')).toBeInTheDocument();
  expect(fake.entryLoads).toBe(4);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  hidePage();
  expect(await sentLoads(sendBeacon)).toEqual([
    expect.objectContaining({ remote: 'darkweb', outcome: 'fallback', failed_phase: 'entry' }),
    expect.objectContaining({ remote: 'darkweb', outcome: 'loaded' }),
  ]);
});
