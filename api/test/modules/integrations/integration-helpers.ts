import type { Integration } from '@lifeguard/contracts/schemas/integrations';
import type { App } from '../../../src/app.js';
import type { Browser } from '../../helpers/browser.js';

export const INTEGRATIONS = '/integrations/api/integrations/';
export const HEARTBEAT = '/integrations/api/extension/heartbeat/';

/** An integration as answered. */
export type { Integration };

export const itemUrl = (id: number, action = '') => `${INTEGRATIONS}${id}/${action ? `${action}/` : ''}`;

/** The default integrations the dashboard creates when none exist (spec 001 §3). */
export const DEFAULTS = [
  { type: 'darkweb', provider: 'dehashed' },
  { type: 'chrome', provider: 'chrome' },
  { type: 'email', provider: 'google' },
  { type: 'phone', provider: 'twilio' },
];

/** Creates the user's integration of `type` (inactive, unconfigured) and answers it. */
export async function createIntegration(browser: Browser, type: string, provider = 'default') {
  const res = await browser.post(INTEGRATIONS, { type, provider, is_active: false, is_configured: false });
  expect(res.statusCode).toBe(201);
  return res.json<Integration>();
}

/** `Authorization: Bearer <access token>` of the browser extension of `userId`. */
export async function bearer(app: App, userId: number) {
  const { access_token, refresh_token } = await app.extensionTokens.issue(userId);
  return { access: `Bearer ${access_token}`, refresh: `Bearer ${refresh_token}` };
}

/** The error body of a 404 for an id the user does not own (contracts). */
export const NOT_FOUND = { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] };
