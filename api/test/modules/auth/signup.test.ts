import { eq } from 'drizzle-orm';
import { memberships, teams } from '../../../src/modules/teams/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';
import { ORIGIN, SIGNUP, emailCall, mailsSettled, mailsTo } from '../email-addresses/email-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: ORIGIN, LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' });
const PASSWORD = 'Correct-horse-1';
const taken = {
  message: 'A user is already registered with this email address.',
  code: 'email_taken',
  param: 'email',
};

async function visitor(app = ctx.app) {
  const browser = new Browser(app);
  await browser.get('/_allauth/browser/v1/auth/session');
  return browser;
}

async function signUp(browser: Browser, body: object) {
  const res = await browser.post(SIGNUP, body);
  expectAllauthAnswer('POST', SIGNUP, res);
  return res;
}

const userCount = async () => (await ctx.app.db.select({ id: users.id }).from(users)).length;

describe('POST /auth/signup', () => {
  it('creates the account with its family, signs the browser in and mails the verification link', async () => {
    const email = uniqueEmail('new');
    const browser = await visitor();
    const csrfBefore = browser.cookies.get('csrftoken');
    const res = await signUp(browser, { email: `  ${email} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: {
        user: expect.objectContaining({ email, has_usable_password: true, display: email }),
        methods: [{ method: 'password', at: expect.any(Number), email }],
      },
      meta: { is_authenticated: true },
    });
    // A browser-session cookie, a fresh CSRF token, and the session works.
    const cookie = browser.lastSetCookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(browser.cookies.get('csrftoken')).not.toBe(csrfBefore);
    expect((await browser.get('/users/api/user/detail/')).json().user.email).toBe(email);

    const user = (await ctx.app.users.findByEmail(email))!;
    const families = await ctx.app.db
      .select({ name: teams.name, role: memberships.role })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, user.id));
    expect(families).toEqual([{ name: expect.stringContaining('family'), role: 'admin' }]);
    expect((await emailCall(browser, 'GET')).json().data).toEqual([
      { email, primary: true, verified: false },
    ]);

    await mailsSettled(ctx.app);
    const [mail] = mailsTo(ctx, email);
    expect(mail).toContain('Subject: Confirm your email address for Lifeguard');
    expect(mail).toContain(`${ORIGIN}/app/account/verify-email/`);

    // The password works in another browser.
    expect((await new Browser(ctx.app).login(email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an email held by an account, as primary or other address (any case), with allauth's email_taken", async () => {
    const holder = uniqueEmail('holder');
    const browser = await visitor();
    expect((await signUp(browser, { email: holder, password: PASSWORD })).statusCode).toBe(200);
    const secondary = uniqueEmail('secondary');
    expect((await emailCall(browser, 'POST', { email: secondary })).statusCode).toBe(200);
    const before = await userCount();
    for (const email of [holder.toUpperCase(), ` ${secondary} `]) {
      const res = await signUp(await visitor(), { email, password: PASSWORD });
      expect([res.statusCode, res.json()]).toEqual([400, { status: 400, errors: [taken] }]);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a password against our policy, with the email problem too, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const before = await userCount();
    for (const [password, code] of [
      ['short1!', 'password_too_short'],
      ['no-upper-1', 'password_no_upper'],
      ['No-number', 'password_no_number'],
      ['NoSpecial1', 'password_no_special'],
    ]) {
      const res = await signUp(await visitor(), { email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code, param: 'password' })]);
    }
    const existing = uniqueEmail('existing');
    await ctx.app.users.create({ email: existing, password: PASSWORD });
    const both = await signUp(await visitor(), { email: existing, password: 'weak' });
    expect(both.json().errors).toEqual([taken, expect.objectContaining({ param: 'password' })]);
    expect(await userCount()).toBe(before + 1);
    expect(await ctx.app.users.findByEmail(email)).toBeNull();
  });

  it('answers 400 in allauth shape for a malformed body', async () => {
    for (const body of [
      { email: 'nope', password: PASSWORD },
      { email: uniqueEmail() },
      { password: PASSWORD },
      {},
    ]) {
      const res = await signUp(await visitor(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        errors: [expect.objectContaining({ code: expect.any(String) })],
      });
    }
  });

  it('answers 409 when already signed in, creating nothing and keeping the session', async () => {
    const browser = await visitor();
    const first = uniqueEmail('first');
    await signUp(browser, { email: first, password: PASSWORD });
    const session = browser.cookies.get('sessionid');
    const second = uniqueEmail('second');
    const res = await signUp(browser, { email: second, password: PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([409, { status: 409 }]);
    expect(await ctx.app.users.findByEmail(second)).toBeNull();
    expect(browser.cookies.get('sessionid')).toBe(session);
    expect((await browser.get('/users/api/user/detail/')).json().user.email).toBe(first);
  });

  it('needs the CSRF token (403)', async () => {
    const email = uniqueEmail('csrf');
    const res = await (await visitor()).post(SIGNUP, { email, password: PASSWORD }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await ctx.app.users.findByEmail(email)).toBeNull();
  });
});

describe('REGISTER_RATE_LIMIT on sign-up', () => {
  const limited = useTestApp({ REGISTER_RATE_LIMIT: '2' });

  it('answers 429 past the limit per IP, creating nothing', async () => {
    const fresh = async () => {
      const b = new Browser(limited.app);
      await b.get('/_allauth/browser/v1/auth/session');
      return b;
    };
    for (const name of ['one', 'two']) {
      expect((await signUp(await fresh(), { email: uniqueEmail(name), password: PASSWORD })).statusCode).toBe(
        200,
      );
    }
    const email = uniqueEmail('three');
    const res = await signUp(await fresh(), { email, password: PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([
      429,
      {
        status: 429,
        errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
      },
    ]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await limited.app.users.findByEmail(email)).toBeNull();
  });
});
