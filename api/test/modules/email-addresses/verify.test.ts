import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailAddresses, emailVerificationKeys } from '../../../src/modules/email-addresses/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';
import { ORIGIN, VERIFY, addressRows, emailCall, signedIn, verificationKey } from './email-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: ORIGIN, LOGIN_RATE_LIMIT: '1000', EMAIL_RATE_LIMIT: '1000' });

const invalidKey = {
  status: 400,
  errors: [{ message: 'Invalid or expired key.', code: 'invalid_or_expired_key', param: 'key' }],
};
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A signed-in user who added `email` (unverified) and the key of its mailed link. */
async function pendingAddress() {
  const { user, browser } = await signedIn(ctx.app);
  const email = uniqueEmail('pending');
  await emailCall(browser, 'POST', { email });
  return { user, browser, email, key: await verificationKey(ctx, email) };
}

async function info(browser: Browser, key?: string) {
  const res = await browser.get(VERIFY, key === undefined ? {} : { 'x-email-verification-key': key });
  expectAllauthAnswer('GET', VERIFY, res);
  return res;
}

async function verify(browser: Browser, key: unknown) {
  const res = await browser.post(VERIFY, { key });
  expectAllauthAnswer('POST', VERIFY, res);
  return res;
}

/** A visitor with a CSRF token and no session. */
async function visitor() {
  const browser = new Browser(ctx.app);
  await browser.get('/_allauth/browser/v1/auth/session');
  return browser;
}

const verifiedFlag = async (email: string) =>
  (await ctx.app.db.select().from(emailAddresses).where(eq(emailAddresses.email, email)))[0]?.verified;

describe('GET /auth/email/verify', () => {
  it('answers the address the key confirms and its account, to any visitor, changing nothing', async () => {
    const { user, email, key } = await pendingAddress();
    const res = await info(new Browser(ctx.app), key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      data: { email, user: { id: user.id, email: user.email, display: 'Ada' } },
      meta: { is_authenticating: false },
    });
    expect(await verifiedFlag(email)).toBe(false);
  });

  it('answers invalid_or_expired_key for a missing, unknown or expired key', async () => {
    const browser = new Browser(ctx.app);
    for (const key of [undefined, '', 'bogus', 'x'.repeat(43)]) {
      const res = await info(browser, key);
      expect([res.statusCode, res.json()]).toEqual([400, invalidKey]);
    }
    const { key } = await pendingAddress();
    await ctx.app.db
      .update(emailVerificationKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationKeys.keyHash, hashOf(key)));
    expect((await info(browser, key)).json()).toEqual(invalidKey);
  });
});

describe('POST /auth/email/verify', () => {
  it('verifies the address for the signed-in user: 200 with the session, the key then spent', async () => {
    const { user, browser, email, key } = await pendingAddress();
    const res = await verify(browser, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: {
        user: expect.objectContaining({ id: user.id, email: user.email }),
        methods: [{ method: 'password', at: expect.any(Number), email: user.email }],
      },
      meta: { is_authenticated: true },
    });
    expect((await emailCall(browser, 'GET')).json().data).toEqual([
      { email: user.email, primary: true, verified: false },
      { email, primary: false, verified: true },
    ]);
    expect([(await verify(browser, key)).json(), (await info(browser, key)).json()]).toEqual([
      invalidKey,
      invalidKey,
    ]);
    expect(
      await ctx.app.db
        .select()
        .from(emailVerificationKeys)
        .where(eq(emailVerificationKeys.keyHash, hashOf(key))),
    ).toEqual([]);
  });

  it('verifies for a signed-out visitor too, answering 401 with flows (no login on confirmation)', async () => {
    const { email, key } = await pendingAddress();
    const browser = await visitor();
    const res = await verify(browser, key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, meta: { is_authenticated: false } });
    expect(browser.cookies.has('sessionid')).toBe(false);
    expect(await verifiedFlag(email)).toBe(true);
  });

  it("verifies a new account's primary address from its sign-up mail", async () => {
    const email = uniqueEmail('signup');
    const browser = await visitor();
    const signup = await browser.post('/_allauth/browser/v1/auth/signup', {
      email,
      password: 'Correct-horse-1',
    });
    expect(signup.statusCode).toBe(200);
    const key = await verificationKey(ctx, email);
    expect((await verify(browser, key)).statusCode).toBe(200);
    expect((await emailCall(browser, 'GET')).json().data).toEqual([{ email, primary: true, verified: true }]);
  });

  it('spends every key of the address: an older link no longer works', async () => {
    const { browser, email, key: first } = await pendingAddress();
    await emailCall(browser, 'PUT', { email });
    const second = await verificationKey(ctx, email);
    expect((await verify(browser, second)).statusCode).toBe(200);
    expect((await verify(browser, first)).json()).toEqual(invalidKey);
  });

  it('refuses an unknown, expired or malformed key with 400, verifying nothing', async () => {
    const { user, browser, email, key } = await pendingAddress();
    await ctx.app.db
      .update(emailVerificationKeys)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailVerificationKeys.keyHash, hashOf(key)));
    for (const bad of [key, 'bogus']) {
      const res = await verify(browser, bad);
      expect([res.statusCode, res.json()]).toEqual([400, invalidKey]);
    }
    for (const bad of ['', 42, 'x'.repeat(300)]) {
      const res = await verify(browser, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ param: 'key' });
    }
    expect(await verifiedFlag(email)).toBe(false);
    expect((await addressRows(ctx.app, user.id)).every((a) => !a.verified)).toBe(true);
  });

  it("lets a key verify only its own address, whoever is signed in, never the visitor's", async () => {
    const { email, key } = await pendingAddress();
    const someone = await signedIn(ctx.app);
    const res = await verify(someone.browser, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(someone.user.id);
    expect(await verifiedFlag(email)).toBe(true);
    expect(await addressRows(ctx.app, someone.user.id)).toEqual([
      expect.objectContaining({ email: someone.user.email, verified: false }),
    ]);
  });
});
