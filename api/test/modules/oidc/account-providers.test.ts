import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../../src/modules/oidc/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { impersonate, signedIn } from '../admin/admin-helpers.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';
import { connectGoogle, devSubject, signInWithGoogle } from './sign-in-flow.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const SESSION = '/_allauth/browser/v1/auth/session';
const PROVIDERS = '/_allauth/browser/v1/account/providers';
const GOOGLE = { id: 'google', name: 'Google', flows: ['provider_redirect'] };
const NO_PASSWORD = { message: 'Your account has no password set up.', code: 'no_password' };
const UNKNOWN_ACCOUNT = { message: 'Unknown account.', code: 'account_not_found', param: 'account' };

type Listed = { uid: string; display: string; provider: typeof GOOGLE };

/** GET /account/providers from `browser`, checked against the contract. */
async function listOf(browser: Browser): Promise<Listed[]> {
  const res = await browser.get(PROVIDERS);
  expectAllauthAnswer('GET', PROVIDERS, res);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Listed[] }>().data;
}

/** DELETE /account/providers with `body` from `browser`, checked against the contract. */
async function disconnect(browser: Browser, body: unknown) {
  const res = await browser.request({ method: 'DELETE', url: PROVIDERS, payload: body as object });
  expectAllauthAnswer('DELETE', PROVIDERS, res);
  return res;
}

/** A user created by a Google sign-in (no usable password), signed in through it. */
async function googleUser(form: Record<string, string> = {}) {
  const email = uniqueEmail('google');
  const browser = new Browser(ctx.app);
  await signInWithGoogle(browser, { email, ...form });
  const session = await browser.get(SESSION);
  return { email, uid: devSubject(email), browser, id: session.json().data.user.id as number };
}

const linksOf = (userId: number) =>
  ctx.app.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));

describe('GET /account/providers (issue 16 §4)', () => {
  it('answers 401 with the flows when signed out, for GET and DELETE', async () => {
    const browser = new Browser(ctx.app);
    await browser.get(SESSION);
    const list = await browser.get(PROVIDERS);
    expectAllauthAnswer('GET', PROVIDERS, list);
    expect(list.statusCode).toBe(401);
    const res = await browser.request({
      method: 'DELETE',
      url: PROVIDERS,
      payload: { provider: 'google', account: 'x' },
    });
    expectAllauthAnswer('DELETE', PROVIDERS, res);
    expect(res.statusCode).toBe(401);
  });

  it("lists the user's Google account with its email as display, and nobody else's", async () => {
    const { email, uid, browser } = await googleUser({ given_name: 'Ada', family_name: 'Lovelace' });
    await googleUser();
    expect(await listOf(browser)).toEqual([{ uid, display: email, provider: GOOGLE }]);
  });

  it('lists nothing for a user without provider accounts', async () => {
    const { browser } = await signedIn(ctx.app);
    expect(await listOf(browser)).toEqual([]);
  });
});

describe('DELETE /account/providers (issue 16 §4)', () => {
  it('refuses to disconnect the last way to sign in (no password, no other account)', async () => {
    const { uid, browser, id } = await googleUser();
    const res = await disconnect(browser, { provider: 'google', account: uid });
    expect([res.statusCode, res.json()]).toEqual([400, { status: 400, errors: [NO_PASSWORD] }]);
    expect(await linksOf(id)).toHaveLength(1);
  });

  it('disconnects when the user has a password, and the user stays signed in', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const googleEmail = uniqueEmail('gmail');
    await connectGoogle(browser, { email: googleEmail }, '/account/providers');
    const res = await disconnect(browser, { provider: 'google', account: devSubject(googleEmail) });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 200, data: [] }]);
    expect(await linksOf(user.id)).toEqual([]);
    expect((await browser.get(SESSION)).json().data.user.id).toBe(user.id);
  });

  it('disconnects one of two provider accounts without a password, then refuses the last', async () => {
    const { email, uid, browser, id } = await googleUser();
    const second = uniqueEmail('second');
    await connectGoogle(browser, { email: second }, '/account/providers');
    expect((await listOf(browser)).map((a) => a.display)).toEqual([email, second]);

    const res = await disconnect(browser, { provider: 'google', account: uid });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ uid: devSubject(second), display: second, provider: GOOGLE }]);
    const last = await disconnect(browser, { provider: 'google', account: devSubject(second) });
    expect([last.statusCode, last.json().errors]).toEqual([400, [NO_PASSWORD]]);
    expect(await linksOf(id)).toHaveLength(1);
  });

  it("answers account_not_found for another user's account and an unknown one alike, changing nothing", async () => {
    const mine = await googleUser();
    const theirs = await googleUser();
    for (const body of [
      { provider: 'google', account: theirs.uid },
      { provider: 'google', account: 'no-such-account' },
      { provider: 'github', account: mine.uid },
    ]) {
      const res = await disconnect(mine.browser, body);
      expect([res.statusCode, res.json()]).toEqual([400, { status: 400, errors: [UNKNOWN_ACCOUNT] }]);
    }
    expect(await linksOf(theirs.id)).toHaveLength(1);
    expect(await linksOf(mine.id)).toHaveLength(1);
  });

  it('refuses a body of another shape with 400', async () => {
    const { uid, browser, id } = await googleUser();
    const bodies = [
      {},
      { provider: 'google' },
      { account: uid },
      { provider: '', account: uid },
      { provider: 'google', account: '' },
      { provider: 'google', account: 'x'.repeat(256) },
      { provider: 'google', account: 'a\u0000b' },
      { provider: 1, account: uid },
      { provider: 'google', account: [uid] },
    ];
    for (const body of bodies) {
      const res = await disconnect(browser, body);
      expect([res.statusCode, res.json().status]).toEqual([400, 400]);
    }
    expect(await linksOf(id)).toHaveLength(1);
  });

  it('is refused while a superuser impersonates the user (403 impersonating)', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const googleEmail = uniqueEmail('gmail');
    await connectGoogle(browser, { email: googleEmail }, '/account/providers');
    const admin = await signedIn(ctx.app, { superuser: true });
    await impersonate(admin.browser, user.id);
    expect((await listOf(admin.browser)).map((a) => a.display)).toEqual([googleEmail]);
    const res = await admin.browser.request({
      method: 'DELETE',
      url: PROVIDERS,
      payload: { provider: 'google', account: devSubject(googleEmail) },
    });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'impersonating']);
    expect(await linksOf(user.id)).toHaveLength(1);
  });

  it('answers 429 past 10 a minute per user', async () => {
    const { browser } = await googleUser();
    const body = { provider: 'google', account: 'no-such-account' };
    for (let i = 0; i < 10; i++) expect((await disconnect(browser, body)).statusCode).toBe(400);
    const res = await disconnect(browser, body);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([429, 'rate_limited']);
  });
});
