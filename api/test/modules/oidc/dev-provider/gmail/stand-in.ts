import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devClientCredentials } from '../../../../../src/modules/oidc/dev-provider/client.js';
import { mailboxDir } from '../../../../../src/modules/oidc/dev-provider/gmail/mailbox-dir.js';

/** The stand-in under the tests' default public origin (PUBLIC_URL unset: localhost:8000). */
export const ORIGIN = 'http://localhost:8000';
export const REDIRECT_URI = `${ORIGIN}/integrations/gmail/callback/`;
export const AUTH_PATH = '/dev-oidc/google/o/oauth2/v2/auth';
export const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';
export const USERS_ME = '/dev-oidc/google/gmail/v1/users/me';

/** A PKCE pair: the verifier and its S256 challenge. */
export const pkce = (verifier = 'v'.repeat(43)) => ({
  verifier,
  challenge: createHash('sha256').update(verifier).digest('base64url'),
});

/** Google's authorization request of our client, with `overrides` (undefined drops a parameter). */
export function authUrl(app: FastifyInstance, overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    client_id: devClientCredentials(app.config.secretKey).clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: GMAIL_SCOPE,
    state: 'state-123',
    access_type: 'offline',
    prompt: 'consent',
    login_hint: 'ada@example.com',
    ...overrides,
  };
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${AUTH_PATH}?${new URLSearchParams(defined)}`;
}

/** The consent page's interaction token (its hidden field). */
export const interactionOf = (page: string) => /name="interaction" value="([^"]+)"/.exec(page)?.[1] ?? '';

/** Opens the consent page and answers it with `action`; the 302 to our callback. */
export async function answerConsent(
  app: FastifyInstance,
  action: 'allow' | 'cancel',
  overrides: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  const page = await app.inject({ method: 'GET', url: authUrl(app, overrides) });
  expect(page.statusCode).toBe(200);
  return app.inject({
    method: 'POST',
    url: AUTH_PATH,
    payload: new URLSearchParams({ interaction: interactionOf(page.body), action }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A code for `email` (with an S256 challenge when given). */
export async function codeFor(app: FastifyInstance, email: string, challenge?: string): Promise<string> {
  const pkceParams = challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {};
  const res = await answerConsent(app, 'allow', { login_hint: email, ...pkceParams });
  return new URL(res.headers.location ?? '').searchParams.get('code') ?? '';
}

/** POSTs a form to the token endpoint as our client (client_secret_post), `fields` over it. */
export function tokenRequest(app: FastifyInstance, fields: Record<string, string>) {
  const { clientId, clientSecret } = devClientCredentials(app.config.secretKey);
  const form = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...fields });
  return app.inject({
    method: 'POST',
    url: '/dev-oidc/google/token',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Access and refresh tokens of a fresh grant for `email`. */
export async function tokensFor(app: FastifyInstance, email: string) {
  const code = await codeFor(app, email);
  const res = await tokenRequest(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; refresh_token: string }>();
}

/** GET on Gmail REST as the bearer of `token`. */
export const gmailGet = (app: FastifyInstance, token: string, path: string) =>
  app.inject({ method: 'GET', url: `${USERS_ME}${path}`, headers: { authorization: `Bearer ${token}` } });

/** One small message as a Gmail export would have it. */
export function eml({
  subject = 'Hello',
  labels,
  date,
}: { subject?: string; labels?: string; date?: string } = {}) {
  return [
    'From: "Bea" <bea@example.org>',
    'To: ada@example.com',
    `Subject: ${subject}`,
    ...(date ? [`Date: ${date}`] : []),
    ...(labels !== undefined ? [`X-Gmail-Labels: ${labels}`] : []),
    '',
    `Body of ${subject}.`,
    '',
  ].join('\r\n');
}

/** Writes `content` as `name` into `email`'s mailbox, modified at `mtimeS` (epoch seconds) when given. */
export function putMessage(dataDir: string, email: string, name: string, content: string, mtimeS?: number) {
  const dir = mailboxDir(dataDir, email);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, content);
  if (mtimeS !== undefined) utimesSync(file, mtimeS, mtimeS);
  return file;
}
