import type { GmailIntegrationStatus } from '@lifeguard/contracts/schemas/email-protection';
import type { App } from '../../../src/app.js';
import type { Browser } from '../../helpers/browser.js';
import { INTEGRATIONS } from '../integrations/integration-helpers.js';
import { interactionOf } from '../oidc/dev-provider/gmail/stand-in.js';

export const AUTH_URL = `${INTEGRATIONS}gmail_auth_url/`;
export const PROGRESS = `${INTEGRATIONS}gmail_sync_progress/`;
export const statusOf = (id: number) => `${INTEGRATIONS}${id}/gmail_integration_status/`;
export const settingsOf = (id: number) => `${INTEGRATIONS}${id}/update_gmail_settings/`;
export const disconnectOf = (id: number) => `${INTEGRATIONS}${id}/disconnect_gmail/`;

/** The consent URL the browser is sent to (path and query, on the stand-in). */
export async function consentUrl(browser: Browser): Promise<URL> {
  const res = await browser.get(AUTH_URL);
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ auth_url: string }>().auth_url);
}

/**
 * Answers Google's (the stand-in's) consent page at `url` with `action`, as the user would, and
 * follows the redirect to our callback with `browser`: the email screen URL it lands on.
 */
export async function consent(app: App, browser: Browser, url: URL, action: 'allow' | 'cancel' = 'allow') {
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  const answer = await app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({ interaction: interactionOf(page.body), action }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode).toBe(302);
  const callback = new URL(answer.headers.location ?? '');
  const landed = await browser.get(`${callback.pathname}${callback.search}`);
  expect(landed.statusCode).toBe(302);
  return new URL(String(landed.headers.location));
}

/** Connects the signed-in user's Gmail through the stand-in; the email integration's id. */
export async function connectGmail(app: App, browser: Browser): Promise<number> {
  const landed = await consent(app, browser, await consentUrl(browser));
  expect(landed.search).toBe('?connected=1');
  const list = await browser.get(INTEGRATIONS);
  const email = list
    .json<{ results: { id: number; type: string }[] }>()
    .results.find((i) => i.type === 'email');
  return email!.id;
}

/** The email integration's status as answered. */
export async function gmailStatus(browser: Browser, id: number) {
  const res = await browser.get(statusOf(id));
  expect(res.statusCode).toBe(200);
  return res.json<GmailIntegrationStatus>();
}
