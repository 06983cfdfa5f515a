import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const DETAIL = '/users/api/user/detail/';
const SETUP = '/users/api/password/setup/';

describe('GET /users/api/user/detail/', () => {
  it("answers allauth's 401 with flows when signed out", async () => {
    const res = await new Browser(ctx.app).get(DETAIL);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('answers every spec 000 §3 field for the signed-in user', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({
      email,
      password: 'Password-123',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const browser = new Browser(ctx.app);
    await browser.login(email, 'Password-123');
    const res = await browser.get(DETAIL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      user: {
        id: expect.any(Number),
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        middle_name: '',
        suffix: '',
        display_name: 'Ada Lovelace',
        full_name: 'Ada Lovelace',
        avatar_url: null,
        initials: 'AL',
        is_superuser: false,
        is_staff: false,
        has_usable_password: true,
        date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        onboarding_responses: {},
        phone_number: null,
        phone_verified: false,
        device_type: null,
        impersonation: null,
      },
    });
  });
});

describe('POST /users/api/password/setup/', () => {
  async function userWithoutPassword() {
    const email = uniqueEmail();
    const user = await ctx.app.users.create({ email });
    const browser = new Browser(ctx.app);
    await signInDirectly(ctx.app, browser, user.id);
    return { email, browser };
  }

  it("answers allauth's 401 when signed out", async () => {
    const browser = new Browser(ctx.app);
    await browser.get(DETAIL);
    const res = await browser.post(SETUP, { password: 'Strong-pass1' });
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  });

  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { browser } = await userWithoutPassword();
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: SETUP, badBody: { password: {} } });
  });

  it('enforces each rule of spec 000 §5 with its message', async () => {
    const { browser } = await userWithoutPassword();
    const cases = [
      ['Sh0rt!', 'Password must be at least 8 characters long'],
      ['lowercase1!', 'Password must include at least one uppercase letter'],
      ['NoDigits!!', 'Password must include at least one number'],
      ['NoSpecial12', 'Password must include at least one special character'],
    ];
    for (const [password, message] of cases) {
      const res = await browser.post(SETUP, { password: password! });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [{ message, code: expect.any(String), param: 'password' }],
      });
    }
  });

  it('sets the first password, then refuses a second setup', async () => {
    const { email, browser } = await userWithoutPassword();
    expect((await browser.get(DETAIL)).json().user.has_usable_password).toBe(false);
    const res = await browser.post(SETUP, { password: 'Strong-pass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await browser.get(DETAIL)).json().user.has_usable_password).toBe(true);
    expect((await new Browser(ctx.app).login(email, 'Strong-pass1')).statusCode).toBe(200);
    const again = await browser.post(SETUP, { password: 'Other-pass2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({
      code: 'password_already_set',
      param: 'password',
    });
  });

  it('answers validation errors in our shape', async () => {
    const { browser } = await userWithoutPassword();
    const res = await browser.post(SETUP, {});
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'This field is required.', code: 'invalid', param: 'password' }],
    });
  });
});
