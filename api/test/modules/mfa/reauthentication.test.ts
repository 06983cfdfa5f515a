import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthContract } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';
import { impersonate, signedIn } from '../admin/admin-helpers.js';
import { connectGoogle, signInWithGoogle } from '../oidc/sign-in-flow.js';
import {
  ageSessions,
  allauth,
  AUTHENTICATE,
  AUTHENTICATORS,
  codeAt,
  freezeClock,
  MFA_REAUTHENTICATE,
  PASSWORD,
  pendingLogin,
  RECOVERY_CODES,
  REAUTHENTICATE,
  signedInUser,
  TOTP_PATH,
  userWithTotp,
  wrongCode,
} from './mfa-helpers.js';

freezeClock();
const MFA_RATE_LIMIT = 6;
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', MFA_RATE_LIMIT: String(MFA_RATE_LIMIT) });

const passwordFlow = { id: 'reauthenticate' };
const mfaFlow = { id: 'mfa_reauthenticate', types: ['recovery_codes', 'totp'] };

describe('recent authentication (issue 16 §6)', () => {
  it('asks to reauthenticate before turning two-factor sign-in off, then allows it after the password', async () => {
    const { user, browser } = await userWithTotp(ctx.app);
    await ageSessions(ctx.app, user.id);

    const refused = await allauth(browser, 'DELETE', TOTP_PATH);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      status: 401,
      data: {
        user: expect.objectContaining({ id: user.id, email: user.email, display: expect.any(String) }),
        methods: [{ method: 'password', at: expect.any(Number), email: user.email }],
        flows: [passwordFlow, mfaFlow],
      },
      meta: { is_authenticated: true },
    });
    expect((await allauth(browser, 'GET', TOTP_PATH)).statusCode).toBe(200);

    const wrong = await allauth(browser, 'POST', REAUTHENTICATE, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 400,
      errors: [{ message: 'Incorrect password.', code: 'incorrect_password', param: 'password' }],
    });
    const right = await allauth(browser, 'POST', REAUTHENTICATE, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.methods.at(-1)).toEqual({
      method: 'password',
      at: expect.any(Number),
      reauthenticated: true,
    });

    const removed = await allauth(browser, 'DELETE', TOTP_PATH);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 200 });
    expect((await allauth(browser, 'GET', AUTHENTICATORS)).json().data).toEqual([]);
    expect((await allauth(browser, 'GET', RECOVERY_CODES)).json()).toEqual({ status: 404 });
    expect((await allauth(browser, 'GET', TOTP_PATH)).statusCode).toBe(404);
    // The next login needs no second step.
    const again = new Browser(ctx.app);
    expect((await again.login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('reauthenticates with a code, then regenerates recovery codes: the old ones stop working', async () => {
    const { user, browser, secret, recoveryCodes } = await userWithTotp(ctx.app);
    await ageSessions(ctx.app, user.id);
    expect((await allauth(browser, 'GET', RECOVERY_CODES)).statusCode).toBe(401);
    expect((await allauth(browser, 'POST', RECOVERY_CODES, {})).statusCode).toBe(401);

    const reauthenticated = await allauth(browser, 'POST', MFA_REAUTHENTICATE, { code: codeAt(secret) });
    expect(reauthenticated.statusCode).toBe(200);
    expect(reauthenticated.json().data.methods.at(-1)).toEqual({
      method: 'mfa',
      at: expect.any(Number),
      type: 'totp',
      reauthenticated: true,
    });

    const regenerated = await browser.post(RECOVERY_CODES, {});
    expect(regenerated.statusCode).toBe(200);
    // allauth's file documents no 200 for this POST: allauth answers it with GET's RecoveryCodes.
    expectAllauthContract('GET', RECOVERY_CODES, regenerated);
    const fresh = regenerated.json().data.unused_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await allauth(browser, 'GET', RECOVERY_CODES)).json().data.unused_codes).toEqual(fresh);

    const stale = await pendingLogin(ctx.app, user.email);
    expect((await allauth(stale, 'POST', AUTHENTICATE, { code: recoveryCodes[0]! })).statusCode).toBe(400);
    expect((await allauth(stale, 'POST', AUTHENTICATE, { code: fresh[0]! })).statusCode).toBe(200);
  });

  it('needs a recent authentication to activate, and refuses recovery codes without an app', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const noApp = await allauth(browser, 'POST', RECOVERY_CODES, {});
    expect(noApp.statusCode).toBe(400);
    expect(noApp.json()).toEqual({
      status: 400,
      errors: [
        {
          message: 'You cannot generate recovery codes without having two-factor authentication enabled.',
          code: 'cannot_generate_recovery_codes',
        },
      ],
    });
    expect((await allauth(browser, 'GET', RECOVERY_CODES)).json()).toEqual({ status: 404 });

    await ageSessions(ctx.app, user.id);
    const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
    const refused = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.flows).toEqual([passwordFlow]);
    expect((await allauth(browser, 'GET', AUTHENTICATORS)).json().data).toEqual([]);
  });

  // issue 30 item 10: allauth lists the password and second factors only, never a provider.
  it('offers a Google-linked password user the password only, never provider_redirect', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    expect((await connectGoogle(browser, { email: uniqueEmail('linked') })).headers.location).toBe(
      '/app/auth/callback',
    );
    await ageSessions(ctx.app, user.id);
    const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
    const refused = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.flows).toEqual([passwordFlow]);
  });

  it('counts a Google-only user without a second factor as recent: TOTP activation needs no reauthentication', async () => {
    const email = uniqueEmail('google');
    const browser = new Browser(ctx.app);
    await signInWithGoogle(browser, { email });
    const { id: userId } = (await ctx.app.users.findByEmail(email))!;
    await ageSessions(ctx.app, userId);
    const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
    const activated = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret, -1) });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.type).toBe('totp');
  });

  it('asks a Google-only user with a second factor for a code, and nothing else', async () => {
    const email = uniqueEmail('google');
    const browser = new Browser(ctx.app);
    await signInWithGoogle(browser, { email });
    const { id: userId } = (await ctx.app.users.findByEmail(email))!;
    const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
    expect((await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret, -1) })).statusCode).toBe(200);
    await ageSessions(ctx.app, userId);
    const refused = await allauth(browser, 'DELETE', TOTP_PATH);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.flows).toEqual([mfaFlow]);
  });

  it('refuses a wrong code to reauthenticate, and a code while two-factor sign-in is off', async () => {
    const { browser, secret } = await userWithTotp(ctx.app);
    expect((await allauth(browser, 'POST', MFA_REAUTHENTICATE, { code: wrongCode(secret) })).statusCode).toBe(
      400,
    );
    const plain = await signedInUser(ctx.app);
    const res = await allauth(plain.browser, 'POST', MFA_REAUTHENTICATE, { code: '123456' });
    expect(res.json().errors[0].code).toBe('incorrect_code');
  });

  it(`answers 429 past ${MFA_RATE_LIMIT} password reauthentications a minute`, async () => {
    const { browser } = await signedInUser(ctx.app);
    for (let i = 0; i < MFA_RATE_LIMIT; i++) {
      expect((await allauth(browser, 'POST', REAUTHENTICATE, { password: 'wrong' })).statusCode).toBe(400);
    }
    // 429 is not in allauth's file for this operation.
    const limited = await browser.post(REAUTHENTICATE, { password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('too_many_login_attempts');
  });

  it("refuses a superuser's impersonation to change the user's second factors (403)", async () => {
    const { user } = await userWithTotp(ctx.app);
    const admin = await signedIn(ctx.app, { superuser: true });
    expect((await impersonate(admin.browser, user.id)).statusCode).toBe(200);
    // 403 is not in allauth's file for these operations.
    for (const [method, url] of [
      ['DELETE', TOTP_PATH],
      ['GET', RECOVERY_CODES],
      ['POST', RECOVERY_CODES],
      ['POST', REAUTHENTICATE],
    ] as const) {
      const res = await admin.browser.request({ method, url, payload: { password: 'x' } });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
    }
    expect((await allauth(admin.browser, 'GET', AUTHENTICATORS)).json().data).toHaveLength(2);
  });
});
