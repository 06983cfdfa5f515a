import { api } from '@lifeguard/shared/api/api-slice';
import { selectServerRenderedRoute, serverRenderTakenOver } from '@lifeguard/shared/app-state/app-slice';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { makeStore } from '@lifeguard/shared/store/make-store';
import {
  dehydrateApi,
  hydrateStore,
  readServerState,
  SERVER_STATE_ELEMENT_ID,
  type ServerState,
} from '@lifeguard/shared/store/server-state';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import { mockApi } from '@lifeguard/shared/testing/mock-api';

const USER = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Rivera' };
const TEAM = { id: 3, name: 'The Riveras', slug: 'riveras', members: [], invitations: [] };

const { getCurrentUser } = sessionApi.endpoints;
const { getTeams } = getTeamsApi.endpoints;

/**
 * What the server's render leaves (issue 31): a store whose calls `serverFetch` answered, the
 * user and families fetched, another call failed, dehydrated into the page's state.
 */
async function serverRendered(): Promise<ServerState> {
  const answers: Record<string, [number, unknown]> = {
    '/users/api/user/detail/': [200, { status: 'success', user: USER }],
    '/teams/api/teams/': [200, { count: 1, next: null, previous: null, results: [TEAM] }],
  };
  const asked: string[] = [];
  const serverFetch: typeof fetch = async (input) => {
    const { pathname, search } = new URL((input as Request).url);
    asked.push(pathname);
    const [status, body] = answers[`${pathname}${search}`] ?? [500, { detail: 'broken' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const store = makeStore(undefined, { serverFetch });
  store.dispatch(getCurrentUser.initiate());
  store.dispatch(getTeams.initiate());
  store.dispatch(getTeams.initiate({ slug: 'broken' }));
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  expect(asked.sort()).toEqual(['/teams/api/teams/', '/teams/api/teams/', '/users/api/user/detail/']);
  return { route: 'dashboard', session: store.getState().session, api: dehydrateApi(store.getState()) };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the server-rendered state (issue 31)', () => {
  it('carries the answered queries only, and their tags', async () => {
    const state = await serverRendered();
    expect(Object.keys(state.api.queries).sort()).toEqual([
      'getCurrentUser(undefined)',
      'getTeams(undefined)',
    ]);
    expect(JSON.stringify(state.api.provided)).toContain('getTeams(undefined)');
  });

  it('seeds a store that answers those queries without asking the server again', async () => {
    const state = await serverRendered();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(state)}</script>`;
    const requests = mockApi({ 'GET /teams/api/teams/': [200, { results: [TEAM] }] });
    const store = makeStore();
    hydrateStore(store, readServerState()!);

    expect(selectCurrentUser(store.getState())?.email).toBe(USER.email);
    expect(selectServerRenderedRoute(store.getState())).toBe('dashboard');
    const user = await store.dispatch(getCurrentUser.initiate());
    const teams = await store.dispatch(getTeams.initiate());
    expect(user.data?.email).toBe(USER.email);
    expect(teams.data).toEqual([TEAM]);
    expect(requests).toEqual([]);

    // A change to the families refreshes the seeded list like any other.
    store.dispatch(api.util.invalidateTags([{ type: 'Team', id: 'LIST' }]));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(requests.map(({ path }) => path)).toEqual(['/teams/api/teams/']);

    store.dispatch(serverRenderTakenOver());
    expect(selectServerRenderedRoute(store.getState())).toBeNull();
  });

  it('reads nothing from a page without state, or with state that is not JSON', () => {
    expect(readServerState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">{</script>`;
    expect(readServerState()).toBeNull();
  });
});
