import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser } from '@lifeguard/shared/session/user';
import type { ServerIntegration } from '../../features/integrations/api/integration';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { ChromeIntegrationPage } from '../chrome-integration-page';

const CHECK = 'POST /integrations/api/integrations/12/check_status/';
const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

const inactiveChrome: ServerIntegration = {
  id: 12,
  type: 'chrome',
  provider: 'chrome',
  is_active: false,
  is_configured: false,
  health_status: 'unknown',
  last_synced_at: null,
  created_at: '2025-03-01T09:00:00Z',
};
const activeChrome: ServerIntegration = {
  ...inactiveChrome,
  is_active: true,
  is_configured: true,
  health_status: 'healthy',
};

/** The server's side: the chrome integration turns active once the extension has reported in. */
function serverWithExtension() {
  const state = { reportedIn: false, chrome: inactiveChrome };
  const requests = mockApi({
    'GET /integrations/api/integrations/': () => [200, listAnswer([state.chrome])],
    [CHECK]: () => {
      if (state.reportedIn) state.chrome = activeChrome;
      const configured = state.chrome.is_configured;
      return [
        200,
        {
          status: configured ? 'success' : 'pending',
          is_configured: configured,
          health_status: state.chrome.health_status,
          integration: state.chrome,
        },
      ];
    },
  });
  const checks = () => requests.filter(({ method, path }) => `${method} ${path}` === CHECK).length;
  return { state, checks };
}

const statusPanel = () => screen.getByRole('region', { name: 'Extension status' });

afterEach(() => {
  jest.useRealTimers();
});

describe('/integrations/chrome (spec 001 §2, §4 chrome setup, status re-check every 30 s)', () => {
  it('checks the status at once and every 30 s, and turns Active once the extension reported in', async () => {
    jest.useFakeTimers();
    const server = serverWithExtension();
    renderWithProviders(<ChromeIntegrationPage />, {
      route: '/integrations/chrome',
      preloadedState: { session: { user: ann } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Web Protection' })).toBeInTheDocument();
    expect(
      await within(statusPanel()).findByText(/Waiting for the extension to connect/),
    ).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Inactive');
    expect(server.checks()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(server.checks()).toBe(2);
    expect(statusPanel()).toHaveTextContent('Status: Inactive');

    server.state.reportedIn = true;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(await within(statusPanel()).findByText(/The extension is connected/)).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Active');

    await act(() => jest.advanceTimersByTimeAsync(90_000));
    expect(server.checks()).toBe(3);
  });

  it('opened before the dashboard ever ran, creates the default integrations so chrome has a status', async () => {
    const { requests } = integrationsServer([]);
    renderWithProviders(<ChromeIntegrationPage />, {
      route: '/integrations/chrome',
      preloadedState: { session: { user: ann } },
    });
    expect(
      await within(statusPanel()).findByText(/Waiting for the extension to connect/),
    ).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Inactive');
    const created = requestsTo(requests, 'POST', '/integrations/api/integrations/');
    expect(created.map(({ body }) => (body as { type: string }).type).sort()).toEqual([
      'chrome',
      'darkweb',
      'email',
      'phone',
    ]);
  });
});
