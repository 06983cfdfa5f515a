import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '../../../src/app.js';
import { socialAccounts } from '../../../src/modules/oidc/schema.js';
import { Browser } from '../../helpers/browser.js';
import { anotherProcess, APP_HOOK_TIMEOUT, uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthContract } from '../../helpers/allauth-openapi.js';
import {
  ORIGIN,
  connectGoogle,
  devSubject,
  signInWithGoogle,
  startGoogleSignIn,
  visit,
} from './sign-in-flow.js';

const ctx = useTestApp();
const SESSION = '/_allauth/browser/v1/auth/session';
const DETAIL = '/users/api/user/detail/';

async function userDetail(browser: Browser) {
  const res = await visit(browser, DETAIL);
  expect(res.statusCode).toBe(200);
  return res.json().user;
}

const linksOf = (userId: number) =>
  ctx.app.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));

describe('Google sign-in with the development provider (spec 000 §4)', () => {
  it('creates the user with the given names, signs in and returns to callback_url', async () => {
    const email = uniqueEmail('ada');
    const browser = new Browser(ctx.app);
    const res = await signInWithGoogle(browser, { email, given_name: 'Ada', family_name: 'Lovelace' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/auth/callback');
    expect(browser.lastSetCookies.find((c) => c.name === 'sessionid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await userDetail(browser)).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_usable_password: false,
      last_login: expect.any(String),
    });
    const answer = await visit(browser, SESSION);
    expectAllauthContract('GET', SESSION, answer);
    // allauth's record of a provider sign-in (issue 16 §8): the provider and its account's uid.
    expect(answer.json().data.methods).toEqual([
      {
        method: 'socialaccount',
        at: expect.any(Number),
        provider: 'google',
        uid: devSubject(email),
        reauthenticated: false,
      },
    ]);
  });

  it('creates the user without names when none are given (the callback then asks for them)', async () => {
    const browser = new Browser(ctx.app);
    await signInWithGoogle(browser, { email: uniqueEmail() });
    expect(await userDetail(browser)).toMatchObject({ first_name: '', last_name: '' });
  });

  it('signs the same email in again as the same user, through its social account', async () => {
    const email = uniqueEmail();
    const first = new Browser(ctx.app);
    await signInWithGoogle(first, { email, given_name: 'Alan' });
    const { id } = await userDetail(first);
    const second = new Browser(ctx.app);
    await signInWithGoogle(second, { email: email.toUpperCase(), given_name: 'Other' });
    expect(await userDetail(second)).toMatchObject({ id, first_name: 'Alan' });
    const links = await linksOf(id);
    expect(links).toEqual([
      expect.objectContaining({ provider: 'google', uid: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(links[0]?.extraData).toMatchObject({ email: email.toUpperCase(), email_verified: true });
  });

  it('signs another Google account in after signing out, in the same browser', async () => {
    const browser = new Browser(ctx.app);
    const first = uniqueEmail('first');
    await signInWithGoogle(browser, { email: first });
    await browser.request({ method: 'DELETE', url: SESSION });
    const second = uniqueEmail('second');
    const res = await signInWithGoogle(browser, { email: second });
    expect(res.headers.location).toBe('/app/auth/callback');
    expect(await userDetail(browser)).toMatchObject({ email: second });
  });

  it('returns to an absolute same-origin callback_url as its path, keeping its query (issue 30 F6)', async () => {
    const browser = new Browser(ctx.app);
    const callbackUrl = `${ORIGIN}/app/auth/callback?next=1`;
    const res = await signInWithGoogle(browser, { email: uniqueEmail() }, callbackUrl);
    expect(res.headers.location).toBe('/app/auth/callback?next=1');
  });
});

// issue 30 F3, allauth's email_taken: the provider's email is an account's that Google may not
// join (the development provider vouches for any email, so it joins none).
describe('Google sign-in with the email of an existing account (issue 30 F3)', () => {
  const TAKEN = '/app/auth/callback?error=email_taken&error_process=login';

  it('is refused with email_taken, verified or not: nobody is signed in, linked or changed', async () => {
    for (const emailVerified of [false, true]) {
      const email = uniqueEmail('grace');
      const existing = await ctx.app.users.create({ email, password: 'Correct-horse-1', emailVerified });
      const browser = new Browser(ctx.app);
      const res = await signInWithGoogle(browser, { email: email.toUpperCase(), given_name: 'G' });
      expect(res.headers.location).toBe(TAKEN);
      expect((await visit(browser, DETAIL)).statusCode).toBe(401);
      expect(await linksOf(existing.id)).toHaveLength(0);
      expect((await ctx.app.users.findById(existing.id))?.password).toBe(existing.password);
    }
  });

  it('is refused with email_taken when the provider has not verified the address either', async () => {
    const email = uniqueEmail('unverified');
    await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const res = await signInWithGoogle(new Browser(ctx.app), { email, email_verified: 'false' });
    expect(res.headers.location).toBe(TAKEN);
  });

  it('lets the owner sign in with the password and connect Google, which then signs them in', async () => {
    const email = uniqueEmail('owner');
    const owner = await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const browser = new Browser(ctx.app);
    expect((await browser.login(email, 'Correct-horse-1')).statusCode).toBe(200);
    expect((await connectGoogle(browser, { email })).headers.location).toBe('/app/auth/callback');
    await browser.request({ method: 'DELETE', url: SESSION });
    const res = await signInWithGoogle(browser, { email });
    expect(res.headers.location).toBe('/app/auth/callback');
    expect(await userDetail(browser)).toMatchObject({ id: owner.id, email });
  });
});

describe('Google sign-in of an address the provider has not verified', () => {
  it('is refused with denied, creating nobody', async () => {
    const email = uniqueEmail('nobody');
    const res = await signInWithGoogle(new Browser(ctx.app), { email, email_verified: 'false' });
    expect(res.headers.location).toBe('/app/auth/callback?error=denied&error_process=login');
    expect(await ctx.app.users.findByEmail(email)).toBeNull();
  });
});

describe('POST provider/redirect starts an authorization-code flow', () => {
  it('with PKCE S256, state, nonce and our redirect URI, remembered in an encrypted cookie', async () => {
    const browser = new Browser(ctx.app);
    const res = await startGoogleSignIn(browser);
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/dev-oidc/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'lifeguard',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${ORIGIN}/accounts/google/login/callback/`,
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const flow = browser.lastSetCookies.find((c) => c.name === 'oidc_flow');
    expect(flow).toMatchObject({ path: '/accounts/', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    for (const secret of [url.searchParams.get('state'), url.searchParams.get('code_challenge')]) {
      expect(flow?.value).not.toContain(secret);
    }
    expect(flow?.value.split('.')).toHaveLength(5);
  });
});

describe('Google sign-in at the development provider behind a round-robin balancer (issue 18)', () => {
  let replica: App;
  beforeAll(async () => {
    replica = await anotherProcess(ctx);
  }, APP_HOOK_TIMEOUT);
  afterAll(() => replica?.close(), APP_HOOK_TIMEOUT);

  it('signs in when each request of the flow reaches another API process than the one before', async () => {
    const apps = [ctx.app, replica];
    let turn = 0;
    const balancer = {
      inject: (options: InjectOptions) => apps[turn++ % 2]!.inject(options),
    } as unknown as App;
    const browser = new Browser(balancer);
    const email = uniqueEmail('replicas');
    const res = await signInWithGoogle(browser, { email, given_name: 'Grace' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/app/auth/callback']);
    expect(await userDetail(browser)).toMatchObject({ email, first_name: 'Grace' });
    expect(turn).toBeGreaterThan(5);
  });
});
