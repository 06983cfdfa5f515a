import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { useTestApp } from '../../helpers/app.js';
import { mobileAuthCodes } from '../../../src/modules/mobile-auth/schema.js';
import {
  REDIRECT,
  TOKEN,
  buttonHref,
  codeOf,
  exchange,
  nextIp,
  signedInBrowser,
} from './mobile-auth-helpers.js';

const ctx = useTestApp({ MOBILE_TOKEN_RATE_LIMIT: '5' });

const invalidCode = {
  status: 'error',
  errors: [
    { message: 'This sign-in code is invalid or has expired. Please sign in again.', code: 'invalid_code' },
  ],
};

/** A code issued through the handoff page, and its user. */
async function issuedCode() {
  const { user, browser } = await signedInBrowser(ctx.app);
  const page = await browser.get(REDIRECT);
  return { user, code: codeOf(buttonHref(page.body)) };
}

/** Spec 000 §4 mobile mode: the app trades its one-time code for tokens. */
describe('POST /users/api/mobile-auth/token/', () => {
  it('exchanges a code once, without cookie or CSRF token, for the extension token pair', async () => {
    const { user, code } = await issuedCode();
    const res = await exchange(ctx.app, { code });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { access_token, refresh_token } = res.json();
    expect(await ctx.app.extensionTokens.verifyAccessToken(access_token)).toBe(user.id);
    expect(await ctx.app.extensionTokens.verify(refresh_token, 'refresh')).toBe(user.id);

    const again = await exchange(ctx.app, { code });
    expect(again.statusCode).toBe(400);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toEqual(invalidCode);
  });

  it('lets only one of two simultaneous exchanges of a code succeed', async () => {
    const { code } = await issuedCode();
    const results = await Promise.all([exchange(ctx.app, { code }), exchange(ctx.app, { code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code with the same answer', async () => {
    const { user } = await signedInBrowser(ctx.app);
    const code = randomBytes(32).toString('base64url');
    const codeHash = createHash('sha256').update(code).digest('hex');
    const past = new Date(Date.now() - 1_000);
    await ctx.app.db
      .insert(mobileAuthCodes)
      .values({ codeHash, userId: user.id, createdAt: new Date(Date.now() - 61_000), expiresAt: past });
    const res = await exchange(ctx.app, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCode);
  });

  it('refuses an unknown code of the right shape with the same answer', async () => {
    const res = await exchange(ctx.app, { code: randomBytes(32).toString('base64url') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCode);
  });

  it.each([
    ['too short', { code: 'abc' }],
    ['too long', { code: 'a'.repeat(44) }],
    ['with a NUL byte', { code: `${'a'.repeat(42)}\u0000` }],
    ['with padding', { code: `${'a'.repeat(42)}=` }],
    ['not a string', { code: 12345 }],
    ['missing', {}],
  ])('answers 400 in our error shape for a code %s', async (_name, body) => {
    const res = await exchange(ctx.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'invalid', param: 'code' }] });
  });

  it('drops unknown fields', async () => {
    const { code } = await issuedCode();
    const res = await exchange(ctx.app, { code, user_id: 1, redirect_uri: 'https://evil.example/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 past MOBILE_TOKEN_RATE_LIMIT calls a minute from one address, counting bad ones', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await exchange(ctx.app, { code: 'x' }, ip)).statusCode).toBe(400);
    }
    const { code } = await issuedCode();
    const res = await exchange(ctx.app, { code }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
    });
    expect((await exchange(ctx.app, { code })).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document with its answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    expect(Object.keys(doc.paths[TOKEN].post.responses).sort()).toEqual(['200', '400', '429']);
  });
});
