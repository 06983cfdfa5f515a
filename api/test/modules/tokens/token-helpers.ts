import type { App } from '../../../src/app.js';
import { uniqueEmail } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { ingest, phishingEmail } from '../threats/threat-helpers.js';

export const TOKENS = '/api/extension-auth-tokens/';
export const REFRESH = '/api/extension-auth-tokens/refresh/';
export const PASSWORD = 'Password-123';

/** The refresh endpoint's one 401 body (our error shape). */
export const TOKEN_NOT_VALID = {
  status: 'error',
  errors: [{ message: 'Token is invalid or expired', code: 'token_not_valid' }],
};

let lastOctet = 0;
/** A new client address, so each test has the refresh endpoint's per-IP limit to itself. */
export const nextIp = () => `198.51.100.${++lastOctet}`;

/** POST of a refresh, as the extension sends it: JSON, no cookie, no CSRF token. */
export const refresh = (app: App, payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: REFRESH, payload: payload as object, remoteAddress });

/** A new user signed in by password in a browser, and the extension's tokens of that session. */
export async function extensionUser(app: App) {
  const email = uniqueEmail('tokens');
  const user = await app.users.create({ email, password: PASSWORD });
  const browser = new Browser(app);
  await browser.login(email, PASSWORD);
  const res = await browser.get(TOKENS);
  expect(res.statusCode).toBe(200);
  return { user, email, browser, tokens: res.json<{ access_token: string; refresh_token: string }>() };
}

let reports = 0;
/** The status of a threat report sent with `accessToken`, as the extension sends it (201 stored). */
export async function ingestStatus(app: App, accessToken: string): Promise<number> {
  const res = await ingest(app, `Bearer ${accessToken}`, phishingEmail(`token-test-${++reports}`));
  return res.statusCode;
}
