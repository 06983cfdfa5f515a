import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { activeFixture, defaultIntegrations } from '../../../testing/integration-fixtures';
import { integrationsServer } from '../../../testing/integrations-server';
import { getIntegrationsApi, useGetIntegrationsQuery } from '../api/get-integrations';
import { STATUS_RECHECK_MS, useIntegrationStatusRecheck } from '../hooks/use-status-recheck';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const checks = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/check_status/')).map((r) => r.path.split('/')[4]);
const lists = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/integrations/api/integrations/').length;

/** Renders the re-check over a store that already holds the list, so timing starts at render. */
async function renderRecheck() {
  const store = makeStore();
  await store.dispatch(getIntegrationsApi.endpoints.getIntegrations.initiate());
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(
    () => {
      useIntegrationStatusRecheck();
      return useGetIntegrationsQuery();
    },
    { wrapper },
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('integration status re-check (spec 001 §4, §9: every 30 s while incomplete)', () => {
  it('checks each incomplete integration at once and every 30 s, refetching the list after each round', async () => {
    const { requests } = integrationsServer([activeFixture('darkweb'), ...defaultIntegrations().slice(1)]);
    await renderRecheck();
    await advance(0);
    expect(checks(requests)).toEqual(['2', '3', '4']);
    expect(lists(requests)).toBe(2);
    await advance(STATUS_RECHECK_MS - 1);
    expect(checks(requests)).toHaveLength(3);
    await advance(1);
    expect(checks(requests)).toEqual(['2', '3', '4', '2', '3', '4']);
    expect(lists(requests)).toBe(3);
  });

  it('stops once every integration is complete', async () => {
    const { requests, state } = integrationsServer([
      activeFixture('darkweb'),
      ...defaultIntegrations().slice(1),
    ]);
    await renderRecheck();
    await advance(0);
    state.integrations = (['darkweb', 'chrome', 'email', 'phone'] as const).map(activeFixture);
    await advance(STATUS_RECHECK_MS);
    const after = checks(requests).length;
    await advance(5 * STATUS_RECHECK_MS);
    expect(checks(requests)).toHaveLength(after);
  });

  it('checks nothing when everything is complete', async () => {
    const { requests } = integrationsServer(
      (['darkweb', 'chrome', 'email', 'phone'] as const).map(activeFixture),
    );
    await renderRecheck();
    await advance(2 * STATUS_RECHECK_MS);
    expect(checks(requests)).toEqual([]);
  });
});
