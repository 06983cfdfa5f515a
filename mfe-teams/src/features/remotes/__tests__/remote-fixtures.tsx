import type {
  RemoteAuditEntry,
  RemoteLoadStats,
  RemoteRegistryState,
  RemoteState,
  RemoteVersionEntry,
} from '@lifeguard/contracts/schemas/remote-registry';
import {
  mockApi,
  type MockAnswer,
  type MockHandler,
  type RecordedRequest,
} from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ToastArea } from '@lifeguard/shared/ui/toast-area';
import { AdminRemotesPage } from '../../../pages/admin-remotes-page';
import { superuser } from '../../../testing/admin-fixtures';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';

/** Fixtures of the Remotes page's tests (issue 34): the registry's state and this browser's remotes. */

export const STATE = 'GET /api/admin/remotes/';
export const BROWSER = 'GET /app/remotes.json';

/** A version's last hour: `loads` loads, `failures` of them failed, p75 `p75` ms. */
export const stats = (loads = 0, failures = 0, p75: number | null = null): RemoteLoadStats => ({
  loads,
  failures,
  retried: 0,
  failure_rate: loads ? (failures * 100) / loads : 0,
  p75_ms: p75,
});

const published = (version: string, at: string, loads?: RemoteLoadStats): RemoteVersionEntry => ({
  version,
  manifest_url: `https://cdn.example.com/teams/${version}/mf-manifest.json`,
  source: 'published',
  published_by: 'root@example.com',
  published_at: at,
  stats: loads ?? stats(),
});

const build = (name: string, version: string): RemoteVersionEntry => ({
  version,
  manifest_url: `/remotes/${name}/mf-manifest.json`,
  source: 'build',
  published_by: null,
  published_at: null,
  stats: stats(),
});

/** auth: only its build, nothing to roll back to. */
export const auth: RemoteState = {
  name: 'auth',
  active_version: '0.1.0',
  previous_version: null,
  canary: null,
  env_override: null,
  versions: [build('auth', '0.1.0')],
};

/** teams: 0.2.0 active after 0.1.9, 0.2.1 a 10 % canary. */
export const teams: RemoteState = {
  name: 'teams',
  active_version: '0.2.0',
  previous_version: '0.1.9',
  canary: { version: '0.2.1', percent: 10 },
  env_override: null,
  versions: [
    published('0.2.1', '2026-11-28T09:00:00.000Z', stats(40, 1, 850)),
    published('0.2.0', '2026-11-27T09:00:00.000Z', stats(360, 0, 610)),
    published('0.1.9', '2026-11-20T09:00:00.000Z'),
    build('teams', '0.1.0'),
  ],
};

/** darkweb: pinned by the server's environment, which wins. */
export const darkweb: RemoteState = {
  name: 'darkweb',
  active_version: '0.1.0',
  previous_version: '0.0.9',
  canary: null,
  env_override: { entry: 'https://cdn.example.com/darkweb/2.3.0/mf-manifest.json', version: '2.3.0' },
  versions: [build('darkweb', '0.1.0')],
};

export const autoRollback: RemoteAuditEntry = {
  id: 3,
  remote: 'teams',
  action: 'auto_rolled_back',
  version: '0.2.2',
  from_version: null,
  percent: 20,
  actor: 'system',
  detail: '9 of 40 loads failed in the last hour (22.5 %).',
  at: '2026-11-28T08:30:00.000Z',
};

export const audit: RemoteAuditEntry[] = [
  {
    ...autoRollback,
    id: 4,
    action: 'canary',
    version: '0.2.1',
    percent: 10,
    actor: 'root@example.com',
    detail: '',
  },
  autoRollback,
  {
    id: 2,
    remote: 'teams',
    action: 'activated',
    version: '0.2.0',
    from_version: '0.1.9',
    percent: null,
    actor: 'command line',
    detail: '',
    at: '2026-11-27T09:05:00.000Z',
  },
];

/** The registry's state as GET /api/admin/remotes/ answers it. */
export const registryState = (overrides: Partial<RemoteRegistryState> = {}): RemoteRegistryState => ({
  remotes: [auth, teams, darkweb],
  audit,
  dev_override: null,
  canary_rule: { max_failure_rate: 5, min_loads: 20 },
  ...overrides,
});

/** What this browser loads (/app/remotes.json). */
export const browserRemotes: RemoteRegistryEntry[] = [
  { name: 'auth', entry: '/remotes/auth/mf-manifest.json', version: '0.1.0' },
  { name: 'teams', entry: 'https://cdn.example.com/teams/0.2.1/mf-manifest.json', version: '0.2.1' },
  { name: 'darkweb', entry: 'https://cdn.example.com/darkweb/2.3.0/mf-manifest.json', version: '2.3.0' },
];

/** A manifest as a remote serves it. */
export const manifest = { id: 'auth', name: 'auth', metaData: {} };

/**
 * Renders the Remotes page as the shell does, with its toasts (the status messages of the
 * changes), for `user`, answering with `handlers`. Returns Testing Library's result, `store`,
 * `user` and the recorded `requests`.
 */
export function renderRemotesPage(handlers: Record<string, MockHandler | MockAnswer>, user = superuser) {
  const requests = mockApi(handlers);
  return {
    ...renderWithProviders(
      <>
        <AdminRemotesPage />
        <ToastArea />
      </>,
      { route: '/admin/remotes', preloadedState: { session: { user } } },
    ),
    requests,
  };
}

/** The handlers of a page that loads: the state, this browser's remotes, every manifest reachable. */
export const loadedPage = (state = registryState()): Record<string, MockAnswer> => ({
  [STATE]: [200, state],
  [BROWSER]: [200, browserRemotes],
  'GET /remotes/auth/mf-manifest.json': [200, manifest],
  'GET /teams/0.2.1/mf-manifest.json': [200, manifest],
  'GET /darkweb/2.3.0/mf-manifest.json': [200, manifest],
});

/** How often `method path` was requested. */
export const countOf = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path).length;
