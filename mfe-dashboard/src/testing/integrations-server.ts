import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import type { IntegrationType, ServerIntegration } from '../features/integrations/api/integration';
import { integrationFixture, quietDashboard } from './integration-fixtures';

const BASE = '/integrations/api/integrations/';

/**
 * A stand-in for the integrations API of the contract over `initial`: list, create (400
 * already_exists for a type the user has), PATCH, check_status (answers 'pending', changing
 * nothing) and check_darkweb_status from `hasScanResults`; the dashboard's other blocks answer
 * empty. `extra` adds or overrides handlers. Returns the recorded requests and the live state.
 */
export function integrationsServer(
  initial: ServerIntegration[],
  {
    hasScanResults = false,
    extra = {},
  }: { hasScanResults?: boolean; extra?: Record<string, MockHandler> } = {},
) {
  const state = { integrations: [...initial] };
  const byId = (id: number) => state.integrations.find((i) => i.id === id);
  const idHandlers: Record<string, MockHandler> = {};
  for (const id of [1, 2, 3, 4, 5]) {
    idHandlers[`PATCH ${BASE}${id}/`] = ({ body }) => {
      state.integrations = state.integrations.map((i) => (i.id === id ? { ...i, ...(body as object) } : i));
      return [200, byId(id)];
    };
    idHandlers[`POST ${BASE}${id}/check_status/`] = () => {
      const integration = byId(id);
      return [200, { status: 'pending', is_configured: integration?.is_configured, integration }];
    };
  }
  const requests = mockApi({
    ...quietDashboard,
    [`GET ${BASE}`]: () => [200, listAnswer(state.integrations)],
    [`POST ${BASE}`]: ({ body }) => {
      const { type, provider } = body as { type: IntegrationType; provider: string };
      if (state.integrations.some((i) => i.type === type)) {
        return [
          400,
          { status: 'error', errors: [{ message: 'Exists.', code: 'already_exists', param: 'type' }] },
        ];
      }
      const created = integrationFixture(type, { provider });
      state.integrations.push(created);
      return [201, created];
    },
    [`GET ${BASE}check_darkweb_status/`]: [200, { has_scan_results: hasScanResults }],
    ...idHandlers,
    ...extra,
  });
  return { requests, state };
}

/** The requests to `path` with `method`, e.g. every POST that created an integration. */
export const requestsTo = (
  requests: { method: string; path: string; body: unknown }[],
  method: string,
  path: string,
) => requests.filter((r) => r.method === method && r.path === path);
