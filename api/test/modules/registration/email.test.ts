import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { DETAIL, REGISTER_EMAIL, registered, visitor } from './register.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });

const emailTaken = {
  status: 'error',
  errors: [
    {
      message: 'An account with this email already exists. Please sign in instead.',
      code: 'email_taken',
      param: 'email',
    },
  ],
};

describe('POST /users/api/register/email/ (spec 000 §7, step 1)', () => {
  it('creates the account without a password and signs the visitor in', async () => {
    const browser = await visitor(ctx.app);
    const csrfBefore = browser.cookies.get('csrftoken');
    const email = uniqueEmail();
    const res = await browser.post(REGISTER_EMAIL, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      user: { id: expect.any(Number), email, first_name: '', has_usable_password: false },
    });
    expect(browser.cookies.get('sessionid')).toBeDefined();
    expect(browser.cookies.get('csrftoken')).not.toBe(csrfBefore);
    const detail = await browser.get(DETAIL);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user).toMatchObject({ email, has_usable_password: false });
    expect((await ctx.app.users.findByEmail(email))?.password).toBeNull();
  });

  it('stores the email trimmed', async () => {
    const browser = await visitor(ctx.app);
    const email = uniqueEmail();
    const res = await browser.post(REGISTER_EMAIL, { email: `  ${email}\t` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
  });

  it('refuses an email already registered, in any case, and keeps the session', async () => {
    const { browser, email } = await registered(ctx.app);
    const session = browser.cookies.get('sessionid');
    const res = await browser.post(REGISTER_EMAIL, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(emailTaken);
    expect(browser.cookies.get('sessionid')).toBe(session);
    expect((await browser.get(DETAIL)).json().user.email).toBe(email);
  });

  it('refuses an email taken by an account with a password, signing nobody in', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = await visitor(ctx.app);
    const res = await browser.post(REGISTER_EMAIL, { email });
    expect(res.json()).toEqual(emailTaken);
    expect(browser.cookies.has('sessionid')).toBe(false);
    expect((await browser.get(DETAIL)).statusCode).toBe(401);
  });

  it('answers a missing, malformed or too long email in our shape', async () => {
    const browser = await visitor(ctx.app);
    const cases = [
      [{}, 'This field is required.'],
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ email: '   ' }, 'Enter a valid email address.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Ensure this value has at most 254 characters.'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await browser.post(REGISTER_EMAIL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [{ message, code: 'invalid', param: 'email' }],
      });
    }
    expect(browser.cookies.has('sessionid')).toBe(false);
  });

  it('requires the CSRF token', async () => {
    const browser = await visitor(ctx.app);
    const res = await browser.post(REGISTER_EMAIL, { email: uniqueEmail() }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(browser.cookies.has('sessionid')).toBe(false);
  });
});
