import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { scansApi } from '@lifeguard/shared/darkweb/scans-api';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { dehydrateApi, hydrateStore } from '@lifeguard/shared/store/server-state';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { teamFixture } from '@lifeguard/shared/testing/team-fixtures';
import { defaultIntegrations, quietDashboard } from '../../testing/integration-fixtures';
import { requestsTo } from '../../testing/integrations-server';
import { getIntegrationsApi } from '../../features/integrations/api/get-integrations';
import { DashboardPage } from '../dashboard-page';

const ann: ServerUser = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
const LIST = '/integrations/api/integrations/';
const TEAMS = '/teams/api/teams/';
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function serve(list: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockApi({ ...quietDashboard, [`GET ${LIST}`]: list, ...extra });
}

function renderPage(user: ServerUser | null = ann) {
  return renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    preloadedState: { session: { user: user && toClientUser(user) } },
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('dashboard initialization (spec 001 §4, §5, §8)', () => {
  it('retries 3 times, 1 s × attempt apart, then shows the error card; Try Again starts over', async () => {
    let up = false;
    const requests = serve(() => (up ? [200, listAnswer(defaultIntegrations())] : [500, { detail: 'Down' }]));
    renderPage();
    const attempts = () => requestsTo(requests, 'GET', LIST).length;
    await advance(0);
    expect(attempts()).toBe(1);
    await advance(999);
    expect(attempts()).toBe(1);
    await advance(1);
    expect(attempts()).toBe(2);
    await advance(2000);
    expect(attempts()).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(3000);
    expect(attempts()).toBe(4);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('We encountered a problem');
    expect(card).toHaveTextContent('Unable to load dashboard data. Please try again.');

    up = true;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await advance(0);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('We encountered a problem')).not.toBeInTheDocument();
  });

  it('sends a user whose session ended to login, without retrying', async () => {
    const requests = serve(() => [401, { detail: 'Authentication credentials were not provided.' }]);
    const { store } = renderPage();
    await advance(0);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fdashboard');
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().toasts.items.map((t) => t.message)).toEqual([
      'Please log in to access your dashboard.',
    ]);
    await advance(10_000);
    expect(requestsTo(requests, 'GET', LIST)).toHaveLength(1);
  });

  it('signs in from the session when the store has no user yet', async () => {
    serve(() => [200, listAnswer(defaultIntegrations())], {
      'GET /users/api/user/detail/': () => [200, { ...ann, date_joined: '2024-01-01T00:00:00Z' }],
    });
    const { store } = renderPage(null);
    await advance(0);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ready to check your security, Ann?',
    );
    expect(store.getState().session.user?.email).toBe('ann@example.com');
  });

  it('reports a user that cannot be loaded as user or team data', async () => {
    serve(() => [200, listAnswer(defaultIntegrations())], {
      'GET /users/api/user/detail/': () => [500, { detail: 'Down' }],
      'GET /_allauth/browser/v1/auth/session': () => [500, { detail: 'Down' }],
    });
    renderPage(null);
    await advance(6000);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load user or team data.');
  });

  it('shows "Failed to load integrations" with the error when a later load fails', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? [200, listAnswer(defaultIntegrations())]
        : [
            503,
            { status: 'error', errors: [{ message: 'Integrations are unavailable.', code: 'unavailable' }] },
          ];
    });
    renderPage();
    await advance(0);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load integrations');
    expect(banner).toHaveTextContent('Integrations are unavailable.');
    expect(screen.getByRole('region', { name: 'Finish setting up your protection' })).toBeInTheDocument();
  });

  it('asks a user without a family to create one first, without retrying (spec 001 §5)', async () => {
    const requests = serve(() => [200, listAnswer(defaultIntegrations())], {
      [`GET ${TEAMS}`]: () => [200, listAnswer([])],
    });
    renderPage();
    await advance(0);
    const card = await screen.findByRole('status');
    expect(card).toHaveTextContent('You need to create a team first.');
    expect(within(card).getByRole('link', { name: 'Create a family' })).toHaveAttribute(
      'href',
      '/teams/create/',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await advance(10_000);
    expect(requestsTo(requests, 'GET', TEAMS)).toHaveLength(1);
  });

  it("reports a failing team call as 'Unable to load user or team data.' after its retries", async () => {
    let up = false;
    const requests = serve(() => [200, listAnswer(defaultIntegrations())], {
      [`GET ${TEAMS}`]: () => (up ? [200, listAnswer([teamFixture()])] : [500, { detail: 'Down' }]),
    });
    renderPage();
    await advance(6000);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Unable to load user or team data.');
    expect(requestsTo(requests, 'GET', TEAMS)).toHaveLength(4);

    up = true;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(card).getByRole('button', { name: 'Try Again' }));
    await advance(0);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('sends a user whose session ended to login when the team call answers 401', async () => {
    serve(() => [200, listAnswer(defaultIntegrations())], {
      [`GET ${TEAMS}`]: () => [401, { status: 401, data: { flows: [] }, meta: { is_authenticated: false } }],
    });
    renderPage();
    await advance(0);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fdashboard');
  });

  it('shows a page the server rendered with all it loads at once, asking nothing again (issue 31)', async () => {
    const requests = serve(() => [200, listAnswer(defaultIntegrations())]);
    // What the server's render did: the families, the integrations and the scans, dehydrated.
    const server = makeStore({ session: { user: toClientUser(ann) } });
    await server.dispatch(getTeamsApi.endpoints.getTeams.initiate());
    await server.dispatch(getIntegrationsApi.endpoints.getIntegrations.initiate());
    await server.dispatch(scansApi.endpoints.getScans.initiate());
    const store = makeStore();
    hydrateStore(store, {
      route: 'dashboard',
      session: server.getState().session,
      api: dehydrateApi(server.getState()),
    });
    const asked = requests.length;

    renderWithProviders(<DashboardPage />, { route: '/dashboard', store });

    expect(screen.queryByText('Loading your protections...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ann');
    await advance(1000);
    // The status re-check (a write) may refresh the integrations after it; nothing is asked before.
    const after = requests.slice(asked);
    const firstWrite = after.findIndex(({ method }) => method !== 'GET');
    const reads = after.slice(0, firstWrite < 0 ? after.length : firstWrite).map(({ path }) => path);
    expect(reads.filter((path) => [LIST, TEAMS, '/dehashed/api/scans/'].includes(path))).toEqual([]);
    expect(requestsTo(after, 'GET', TEAMS)).toEqual([]);
  });
});
