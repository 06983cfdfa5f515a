import { EncryptJWT, jwtDecrypt } from 'jose';
import { derivedKey } from '../../../src/modules/oidc/keys.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { signInAtDevProvider, startGoogleSignIn, visit } from './sign-in-flow.js';

const ctx = useTestApp();
const SESSION = '/_allauth/browser/v1/auth/session';
const NO_FLOW = '/app/auth/callback?error=unknown';

/** Asserts that `browser` is not signed in (no session cookie, the session endpoint says 401). */
async function expectSignedOut(browser: Browser) {
  expect(browser.cookies.has('sessionid')).toBe(false);
  expect((await visit(browser, SESSION)).statusCode).toBe(401);
}

/** `url` with its query parameter `name` set to `value`, or removed when `value` is null. */
function withParam(url: string, name: string, value: string | null) {
  const changed = new URL(url);
  if (value === null) changed.searchParams.delete(name);
  else changed.searchParams.set(name, value);
  return changed.href;
}

/** The flow cookie re-encrypted with `key`, dated `issuedAt` (epoch seconds), 10 minutes long. */
async function reissuedFlow(browser: Browser, key: Uint8Array, issuedAt: number) {
  const secret = derivedKey(ctx.app.config.secretKey, 'oidc flow');
  const { payload } = await jwtDecrypt(browser.cookies.get('oidc_flow') ?? '', secret);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .encrypt(key);
}

describe('GET /accounts/google/login/callback/ refuses what it cannot trust', () => {
  it('a tampered or missing state: error, no session', async () => {
    for (const state of ['tampered', null]) {
      const browser = new Browser(ctx.app);
      const { callbackUrl } = await signInAtDevProvider(browser, { email: uniqueEmail() });
      const res = await visit(browser, withParam(callbackUrl, 'state', state));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/app/auth/callback?error=unknown&error_process=login');
      await expectSignedOut(browser);
    }
  });

  it('a missing flow cookie, a replayed answer, a forged or an expired flow cookie', async () => {
    const browser = new Browser(ctx.app);
    const { callbackUrl } = await signInAtDevProvider(browser, { email: uniqueEmail() });
    const flow = browser.cookies.get('oidc_flow') ?? '';
    browser.cookies.delete('oidc_flow');
    expect((await visit(browser, callbackUrl)).headers.location).toBe(NO_FLOW);

    browser.cookies.set('oidc_flow', flow);
    expect((await visit(browser, callbackUrl)).headers.location).toBe('/app/auth/callback');
    expect((await visit(browser, callbackUrl)).headers.location).toBe(NO_FLOW);

    const now = Math.floor(Date.now() / 1000);
    for (const [key, issuedAt] of [
      [new Uint8Array(32).fill(7), now],
      [derivedKey(ctx.app.config.secretKey, 'oidc flow'), now - 601],
    ] as const) {
      const other = new Browser(ctx.app);
      const answer = (await signInAtDevProvider(other, { email: uniqueEmail() })).callbackUrl;
      other.cookies.set('oidc_flow', await reissuedFlow(other, key, issuedAt));
      expect((await visit(other, answer)).headers.location).toBe(NO_FLOW);
      await expectSignedOut(other);
    }
  });

  it('a cancelled sign-in at the provider: error=cancelled', async () => {
    const browser = new Browser(ctx.app);
    const steps = await signInAtDevProvider(browser, { action: 'cancel' });
    expect(new URL(steps.callbackUrl).searchParams.get('error')).toBe('access_denied');
    const res = await visit(browser, steps.callbackUrl);
    expect(res.headers.location).toBe('/app/auth/callback?error=cancelled&error_process=login');
    await expectSignedOut(browser);
  });

  it('a provider answer without a flow (e.g. bookmarked): error, to the app callback', async () => {
    const browser = new Browser(ctx.app);
    const res = await visit(browser, '/accounts/google/login/callback/?error=access_denied&state=x');
    expect(res.headers.location).toBe(NO_FLOW);
  });

  it('a malformed query (overlong or repeated parameter): the error redirect, never a 400 or 500', async () => {
    const malformed: [string, string | null][] = [
      ['code', 'x'.repeat(2049)],
      ['error_description', 'x'.repeat(2049)],
      ['state', 'x'.repeat(513)],
    ];
    for (const [name, value] of malformed) {
      const browser = new Browser(ctx.app);
      const { callbackUrl } = await signInAtDevProvider(browser, { email: uniqueEmail() });
      const res = await visit(browser, withParam(callbackUrl, name, value));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/app/auth/callback?error=unknown&error_process=login');
      expect(browser.cookies.has('oidc_flow')).toBe(false);
      await expectSignedOut(browser);
    }
    const browser = new Browser(ctx.app);
    const { callbackUrl } = await signInAtDevProvider(browser, { email: uniqueEmail() });
    const repeated = new URL(callbackUrl);
    repeated.searchParams.append('code', 'second');
    const res = await visit(browser, repeated.href);
    expect(res.headers.location).toBe('/app/auth/callback?error=unknown&error_process=login');
    await expectSignedOut(browser);
    const noFlow = await visit(
      new Browser(ctx.app),
      `/accounts/google/login/callback/?code=${'x'.repeat(3000)}`,
    );
    expect([noFlow.statusCode, noFlow.headers.location]).toEqual([302, NO_FLOW]);
  });

  it('a query with parameters the provider adds (scope, authuser, prompt) still signs in', async () => {
    const browser = new Browser(ctx.app);
    const { callbackUrl } = await signInAtDevProvider(browser, { email: uniqueEmail() });
    const extended = new URL(callbackUrl);
    for (const [name, value] of [
      ['scope', 'openid email'],
      ['authuser', '0'],
      ['prompt', 'none'],
    ]) {
      extended.searchParams.set(name!, value!);
    }
    expect((await visit(browser, extended.href)).headers.location).toBe('/app/auth/callback');
  });

  it('PKCE: the provider refuses an authorization request without code_challenge', async () => {
    const browser = new Browser(ctx.app);
    const start = new URL((await startGoogleSignIn(browser)).headers.location ?? '');
    start.searchParams.delete('code_challenge');
    start.searchParams.delete('code_challenge_method');
    const res = await visit(browser, start.href);
    const answer = new URL(res.headers.location ?? '');
    expect(answer.pathname).toBe('/accounts/google/login/callback/');
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toMatch(/PKCE/);
    expect((await visit(browser, answer.href)).headers.location).toBe(
      '/app/auth/callback?error=unknown&error_process=login',
    );
  });
});
