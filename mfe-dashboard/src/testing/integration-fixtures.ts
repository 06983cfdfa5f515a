import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import type { MockHandler } from '@lifeguard/shared/testing/mock-api';
import { teamFixture } from '@lifeguard/shared/testing/team-fixtures';
import type { IntegrationType, ServerIntegration } from '../features/integrations/api/integration';

const IDS: Record<IntegrationType, number> = { darkweb: 1, chrome: 2, email: 3, phone: 4, financial: 5 };
const PROVIDERS: Record<IntegrationType, string> = {
  darkweb: 'dehashed',
  chrome: 'chrome',
  email: 'google',
  phone: 'twilio',
  financial: 'plaid',
};

/** An integration as the server sends it (spec 001 §3), not set up; override what a test needs. */
export function integrationFixture(
  type: IntegrationType,
  overrides: Partial<ServerIntegration> = {},
): ServerIntegration {
  return {
    id: IDS[type],
    type,
    provider: PROVIDERS[type],
    is_active: false,
    is_configured: false,
    health_status: 'unknown',
    last_synced_at: null,
    created_at: '2025-06-01T09:00:00Z',
    ...overrides,
  };
}

/** Configured, active and healthy. */
export const activeFixture = (type: IntegrationType) =>
  integrationFixture(type, { is_active: true, is_configured: true, health_status: 'healthy' });

/** The four defaults a new user gets, none set up. */
export const defaultIntegrations = () =>
  (['darkweb', 'chrome', 'email', 'phone'] as const).map((type) => integrationFixture(type));

/** Empty answers for the other blocks of the dashboard, so a page test sees only what it sets up. */
export const quietDashboard: Record<string, [number, unknown] | MockHandler> = {
  // The user's family: the dashboard needs one (spec 001 §5).
  'GET /teams/api/teams/': [200, listAnswer([teamFixture()])],
  'GET /threats/api/events/': [200, listAnswer([])],
  'GET /security-tasks/api/action-items/': [200, listAnswer([])],
  'GET /security-tasks/api/notifications/': [200, listAnswer([])],
  'GET /safety-resources/api/educational-content/': [200, listAnswer([])],
  'GET /dehashed/api/scans/': [200, listAnswer([])],
  'POST /api/analytics/events/': [200, {}],
};
