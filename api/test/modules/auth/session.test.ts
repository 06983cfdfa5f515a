import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const SESSION = '/_allauth/browser/v1/auth/session';
const LOGIN = '/_allauth/browser/v1/auth/login';
const PASSWORD = 'Correct-horse-1';

const unauthenticated = {
  status: 401,
  data: {
    flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: ['google'] }],
  },
  meta: { is_authenticated: false },
};

async function newUser() {
  const email = uniqueEmail();
  await ctx.app.users.create({ email, password: PASSWORD, firstName: 'Rosa', lastName: 'Parks' });
  return email;
}

describe('GET /auth/session', () => {
  it('answers 401 with the flows when nobody is signed in, and sets a csrftoken', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.get(SESSION);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
    const csrf = browser.lastSetCookies.find((c) => c.name === 'csrftoken');
    expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 31449600 });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('answers 200 with the user and methods when signed in', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    await browser.login(email, PASSWORD);
    const res = await browser.get(SESSION);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ is_authenticated: true });
    expect(body.data.user).toMatchObject({
      email,
      display: 'Rosa Parks',
      has_usable_password: true,
    });
    expect(body.data.methods).toEqual([{ method: 'password', at: expect.any(Number), email }]);
  });
});

describe('POST /auth/login', () => {
  it('signs in, with a browser-session cookie unless remember is set', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    const res = await browser.login(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      data: { user: { email, first_name: 'Rosa', initials: 'RP', full_name: 'Rosa Parks' } },
      meta: { is_authenticated: true },
    });
    const session = browser.lastSetCookies.find((c) => c.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.maxAge).toBeUndefined();
    expect(session?.expires).toBeUndefined();
  });

  it('sets a 2-week persistent cookie with remember, and rotates session and CSRF token', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    await browser.login(email, PASSWORD);
    const first = browser.cookies.get('sessionid');
    const csrfBefore = browser.cookies.get('csrftoken');
    await browser.request({ method: 'DELETE', url: SESSION });
    await browser.login(email, PASSWORD, true);
    const session = browser.lastSetCookies.find((c) => c.name === 'sessionid');
    expect(session?.maxAge).toBe(1209600);
    expect(session?.value).not.toBe(first);
    expect(browser.cookies.get('csrftoken')).not.toBe(csrfBefore);
  });

  it('never keeps a session id set before login (fixation)', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    browser.cookies.set('sessionid', 'chosen-by-an-attacker');
    await browser.login(email, PASSWORD);
    expect(browser.cookies.get('sessionid')).not.toBe('chosen-by-an-attacker');
    expect((await browser.get(SESSION)).statusCode).toBe(200);
  });

  it('answers 400 email_password_mismatch for a wrong password or unknown email', async () => {
    const email = await newUser();
    for (const [who, password] of [
      [email, 'wrong-password'],
      [uniqueEmail('ghost'), PASSWORD],
    ]) {
      const res = await new Browser(ctx.app).login(who!, password!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [
          {
            message: 'The email address and/or password you specified are not correct.',
            code: 'email_password_mismatch',
            param: 'password',
          },
        ],
      });
    }
  });

  it('answers allauth-shaped validation errors', async () => {
    const browser = new Browser(ctx.app);
    await browser.get(SESSION);
    const missing = await browser.post(LOGIN, { password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status: 400,
      errors: [{ message: 'This field is required.', code: 'required', param: 'email' }],
    });
    const bad = await browser.post(LOGIN, { email: 'not-an-email', password: PASSWORD });
    expect(bad.json()).toEqual({
      status: 400,
      errors: [{ message: 'Enter a valid email address.', code: 'invalid', param: 'email' }],
    });
  });

  it('accepts an empty username and strips unknown fields', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    await browser.get(SESSION);
    const res = await browser.post(LOGIN, { email, password: PASSWORD, username: '', x: 1 });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 when already signed in', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    await browser.login(email, PASSWORD);
    const res = await browser.login(email, PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409 });
  });
});

describe('DELETE /auth/session (logout)', () => {
  it('ends the session, clears the cookie and answers 401 with flows', async () => {
    const email = await newUser();
    const browser = new Browser(ctx.app);
    await browser.login(email, PASSWORD);
    const token = browser.cookies.get('sessionid');
    const res = await browser.request({ method: 'DELETE', url: SESSION });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
    expect(browser.cookies.has('sessionid')).toBe(false);
    const replay = new Browser(ctx.app);
    replay.cookies.set('sessionid', token ?? '');
    expect((await replay.get('/users/api/user/detail/')).statusCode).toBe(401);
  });
});
