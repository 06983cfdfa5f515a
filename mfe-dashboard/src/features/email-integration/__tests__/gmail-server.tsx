import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  GmailIntegrationStatus,
  GmailSettings,
  GmailSyncProgress,
} from '@lifeguard/contracts/schemas/email-protection';
import { useLocation } from '@lifeguard/shared/router/router';
import type { MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import type { Integration as ServerIntegration } from '@lifeguard/contracts/schemas/integrations';
import { defaultIntegrations, integrationFixture } from '../../../testing/integration-fixtures';
import { integrationsServer } from '../../../testing/integrations-server';
import { EmailIntegrationPage } from '../../../pages/email-integration-page';

/** The email integration's id among the default fixtures. */
export const EMAIL_ID = 3;
export const BASE = '/integrations/api/integrations/';
export const STATUS = `GET ${BASE}${EMAIL_ID}/gmail_integration_status/`;
export const PROGRESS = `GET ${BASE}gmail_sync_progress/`;
export const AUTH_URL = `GET ${BASE}gmail_auth_url/`;
export const SETTINGS = `POST ${BASE}${EMAIL_ID}/update_gmail_settings/`;
export const DISCONNECT = `POST ${BASE}${EMAIL_ID}/disconnect_gmail/`;
export const SYNC = `POST ${BASE}${EMAIL_ID}/sync/`;

export const DEFAULT_SETTINGS: GmailSettings = {
  scan_frequency: 'hourly',
  labels: ['INBOX', 'SPAM'],
  notify_high_risk: true,
};

/** A sync of `processed` of `total` messages; completed when all are done. */
export function syncFixture(overrides: Partial<GmailSyncProgress> = {}): GmailSyncProgress {
  return {
    status: 'completed',
    processed: 120,
    total: 120,
    threats_found: 2,
    percent: 100,
    started_at: '2025-06-10T11:50:00Z',
    finished_at: '2025-06-10T11:52:00Z',
    error: null,
    ...overrides,
  };
}

export type GmailState = {
  connected: boolean;
  integration: ServerIntegration;
  account_email: string | null;
  last_sync_at: string | null;
  settings: GmailSettings;
  sync: GmailSyncProgress;
};

/** Ann's Gmail, connected, synced a few minutes ago, healthy; override what a test needs. */
export function connectedGmail(overrides: Partial<GmailState> = {}): GmailState {
  return {
    connected: true,
    integration: integrationFixture('email', {
      is_active: true,
      is_configured: true,
      health_status: 'healthy',
    }),
    account_email: 'ann@gmail.com',
    last_sync_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    settings: DEFAULT_SETTINGS,
    sync: syncFixture(),
    ...overrides,
  };
}

/** Not connected yet: the email integration as created by default. */
export function notConnectedGmail(): GmailState {
  return {
    connected: false,
    integration: integrationFixture('email'),
    account_email: null,
    last_sync_at: null,
    settings: DEFAULT_SETTINGS,
    sync: syncFixture({ status: 'not_started', processed: 0, total: 0, threats_found: 0, percent: 0 }),
  };
}

/** The gmail_integration_status answer for `gmail`. */
export function gmailStatus(gmail: GmailState): GmailIntegrationStatus {
  return {
    ...gmail,
    connected_at: gmail.connected ? '2025-06-10T11:00:00Z' : null,
    next_sync_at: null,
  };
}

/**
 * A stand-in for the email protection calls of the contract (spec 001 §7) over `gmail`, on top of
 * the integrations stand-in with the four defaults (the email one holding `gmail.integration`):
 * status, progress (the live `state.gmail.sync`), settings, disconnect and sync (which starts
 * an in-progress sync). `extra` adds or overrides handlers. Returns the requests and the state.
 */
export function gmailServer(gmail: GmailState, extra: Record<string, MockHandler> = {}) {
  const state = { gmail };
  const integrations = defaultIntegrations().map((i) => (i.type === 'email' ? gmail.integration : i));
  const server = integrationsServer(integrations, {
    extra: {
      [AUTH_URL]: () => [200, { auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s1' }],
      [STATUS]: () => [200, gmailStatus(state.gmail)],
      [PROGRESS]: () => [200, state.gmail.sync],
      [SETTINGS]: ({ body }) => {
        state.gmail = { ...state.gmail, settings: { ...state.gmail.settings, ...(body as object) } };
        return [200, { integration: state.gmail.integration }];
      },
      [DISCONNECT]: () => {
        state.gmail = { ...notConnectedGmail(), settings: state.gmail.settings };
        return [200, { integration: state.gmail.integration }];
      },
      [SYNC]: () => {
        state.gmail = {
          ...state.gmail,
          sync: syncFixture({ status: 'in_progress', processed: 0, total: 0, threats_found: 0, percent: 0 }),
        };
        return [200, state.gmail.integration];
      },
      ...extra,
    },
  });
  return { requests: server.requests, state };
}

/** The requests made as `'METHOD /path/'`, for checking which calls a flow made. */
export const callsOf = <Request extends { method: string; path: string }>(requests: Request[], key: string) =>
  requests.filter(({ method, path }) => `${method} ${path}` === key);

/** Shows the router's current search, to see the return query taken out of the URL. */
function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

/** Renders /integrations/email (with `search`, e.g. '?connected=1') as the shell would. */
export function renderEmailPage(search = '', { fakeTimers = false } = {}) {
  const view = renderWithProviders(
    <>
      <EmailIntegrationPage />
      <SearchProbe />
    </>,
    { route: `/integrations/email${search}`, path: '/integrations/email' },
  );
  return fakeTimers ? { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) } : view;
}

/** Moves fake time on by `ms`, running what falls due. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
