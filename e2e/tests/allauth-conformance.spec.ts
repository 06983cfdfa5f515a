/**
 * Our own conformance test of django-allauth's headless browser API (issue 16 "Done when"): the
 * calls of allauth's example SPA (examples/react-spa/frontend/src/lib/allauth.js), replayed in
 * its order with a browser's cookies and its X-CSRFToken header, against the running product:
 * config, sign-up, session, logout, login, email addresses, connecting and disconnecting Google,
 * sessions, two-factor setup and the two-factor login, and password reset through the configured
 * frontend URL. Each answer is checked for its status and the fields the SPA reads (`status`,
 * `data`, `meta.is_authenticated`, `data.flows[].id/is_pending/types`, `errors[].code/param`).
 */
import { PASSWORD_RESET_KEY_HEADER, EMAIL_VERIFICATION_KEY_HEADER } from '@lifeguard/contracts/allauth';
import { allauthClient, flowIds } from '../support/allauth-client';
import { resetLinkIn, uniqueEmail, verificationLinkIn, waitForMail } from '../support/product';
import { expect, settings, signInAtDevProvider, test } from '../support/fixtures';
import { totpCode, wrongTotpCode } from '../support/two-factor';

type EmailAddress = { email: string; primary: boolean; verified: boolean };
type ProviderAccount = { uid: string; display: string; provider: { id: string; name: string } };
type UserSession = { id: number; user_agent: string; ip: string; is_current: boolean; last_seen_at: number };

const PASSWORD = 'Conformance-passw0rd!';
const NEW_PASSWORD = 'Conformance-new-passw0rd!';

/** The key of a mailed link: its last path segment. */
const keyOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');

test("replays the allauth SPA's calls: config, sign-up, login, email, providers, sessions, 2FA, reset", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const call = allauthClient(page.context());
  const email = uniqueEmail('conformance');
  const secondEmail = uniqueEmail('conformance-second');
  let signedIn = email;

  await test.step('GET /config describes providers, MFA types and sessions', async () => {
    const config = await call<{
      account: { authentication_method: string; is_open_for_signup: boolean };
      socialaccount: { providers: { id: string; name: string; flows: string[] }[] };
      mfa: { supported_types: string[] };
      usersessions: { track_activity: boolean };
    }>('GET', '/config');
    expect(config.status).toBe(200);
    expect(config.data.account).toMatchObject({ authentication_method: 'email', is_open_for_signup: true });
    expect(config.data.socialaccount.providers).toContainEqual(
      expect.objectContaining({ id: 'google', flows: ['provider_redirect'] }),
    );
    expect([...config.data.mfa.supported_types].sort()).toEqual(['recovery_codes', 'totp']);
    expect(typeof config.data.usersessions.track_activity).toBe('boolean');

    const unknown = await call('GET', '/no/such/endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.errors).toEqual([expect.objectContaining({ code: expect.any(String) })]);
  });

  await test.step('signed out, GET /auth/session lists the login, signup and provider flows', async () => {
    const session = await call('GET', '/auth/session');
    expect(session.status).toBe(401);
    expect(session.meta.is_authenticated).toBe(false);
    expect(flowIds(session)).toEqual(expect.arrayContaining(['login', 'signup', 'provider_redirect']));
    expect(session.data.flows.find(({ id }) => id === 'provider_redirect')?.providers).toContain('google');
    expect(session.data.flows.some(({ is_pending }) => is_pending)).toBe(false);
  });

  await test.step('POST /auth/signup: a weak password is refused, then the account is made', async () => {
    const weak = await call('POST', '/auth/signup', { data: { email, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.errors).toContainEqual(
      expect.objectContaining({ param: 'password', code: expect.any(String) }),
    );

    const signup = await call('POST', '/auth/signup', { data: { email, password: PASSWORD } });
    expect(signup.status).toBe(200);
    expect(signup.meta.is_authenticated).toBe(true);
    expect(signup.data.user).toMatchObject({ email, has_usable_password: true });
    expect(signup.data.methods).toEqual([expect.objectContaining({ method: 'password', email })]);
  });

  await test.step('GET /auth/session, then DELETE /auth/session (logout)', async () => {
    const session = await call('GET', '/auth/session');
    expect(session.status).toBe(200);
    expect(session.meta.is_authenticated).toBe(true);
    expect(session.data.user.email).toBe(email);

    const logout = await call('DELETE', '/auth/session');
    expect(logout.status).toBe(401);
    expect(logout.meta.is_authenticated).toBe(false);
    expect((await call('GET', '/auth/session')).status).toBe(401);

    const taken = await call('POST', '/auth/signup', { data: { email, password: PASSWORD } });
    expect(taken.status).toBe(400);
    expect(taken.errors).toContainEqual(expect.objectContaining({ code: 'email_taken', param: 'email' }));
  });

  await test.step('POST /auth/login: a wrong password, then the right one', async () => {
    const wrong = await call('POST', '/auth/login', { data: { email, password: 'Not-the-passw0rd!' } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([
      expect.objectContaining({ code: 'email_password_mismatch', param: 'password' }),
    ]);

    const login = await call('POST', '/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.meta.is_authenticated).toBe(true);
    expect(login.data.user.email).toBe(email);
  });

  await test.step('email: list, add, resend, verify by the mailed key, make primary, remove', async () => {
    const listed = await call<EmailAddress[]>('GET', '/account/email');
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual([{ email, primary: true, verified: false }]);

    const addedAt = Date.now();
    const added = await call<EmailAddress[]>('POST', '/account/email', { data: { email: secondEmail } });
    expect(added.status).toBe(200);
    expect(added.data).toEqual([
      { email, primary: true, verified: false },
      { email: secondEmail, primary: false, verified: false },
    ]);
    const firstLink = verificationLinkIn(
      await waitForMail(settings.dataDir, secondEmail, { since: addedAt }),
    );
    expect(firstLink.startsWith(`${baseURL}/app/account/verify-email/`)).toBe(true);

    const duplicate = await call('POST', '/account/email', { data: { email: secondEmail } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.errors).toEqual([expect.objectContaining({ code: 'duplicate_email', param: 'email' })]);

    const resent = await call('PUT', '/account/email', { data: { email: secondEmail } });
    expect(resent).toEqual({ status: 200 });
    let link = firstLink;
    await expect
      .poll(async () => (link = verificationLinkIn(await waitForMail(settings.dataDir, secondEmail))))
      .not.toBe(firstLink);

    const unverifiedPrimary = await call('PATCH', '/account/email', {
      data: { email: secondEmail, primary: true },
    });
    expect(unverifiedPrimary.status).toBe(400);
    expect(unverifiedPrimary.errors).toEqual([
      expect.objectContaining({ code: 'unverified_primary_email', param: 'email' }),
    ]);

    const badKey = await call('GET', '/auth/email/verify', {
      headers: { [EMAIL_VERIFICATION_KEY_HEADER]: 'not-a-key' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.errors).toEqual([
      expect.objectContaining({ code: 'invalid_or_expired_key', param: 'key' }),
    ]);

    const key = keyOf(link);
    const info = await call<{ email: string; user: { email: string } }, { is_authenticating: boolean }>(
      'GET',
      '/auth/email/verify',
      { headers: { [EMAIL_VERIFICATION_KEY_HEADER]: key } },
    );
    expect(info.status).toBe(200);
    expect(info.data.email).toBe(secondEmail);
    expect(info.data.user.email).toBe(email);
    expect(info.meta.is_authenticating).toBe(false);

    const verified = await call('POST', '/auth/email/verify', { data: { key } });
    expect(verified.status).toBe(200);
    expect(verified.meta.is_authenticated).toBe(true);
    const used = await call('POST', '/auth/email/verify', { data: { key } });
    expect(used.status).toBe(400);
    expect(used.errors).toEqual([expect.objectContaining({ code: 'invalid_or_expired_key', param: 'key' })]);

    const primary = await call<EmailAddress[]>('PATCH', '/account/email', {
      data: { email: secondEmail, primary: true },
    });
    expect(primary.status).toBe(200);
    expect(primary.data).toEqual([
      { email: secondEmail, primary: true, verified: true },
      { email, primary: false, verified: false },
    ]);
    signedIn = secondEmail;

    const removed = await call<EmailAddress[]>('DELETE', '/account/email', { data: { email } });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual([{ email: secondEmail, primary: true, verified: true }]);
    const session = await call('GET', '/auth/session');
    expect(session.data.user.email).toBe(secondEmail);
  });

  await test.step('providers: connect Google through the provider page, list it, disconnect it', async () => {
    const none = await call<ProviderAccount[]>('GET', '/account/providers');
    expect(none).toEqual({ status: 200, data: [] });

    // The SPA's redirectToProvider is a form post with process=connect: the profile's button.
    const googleEmail = uniqueEmail('conformance-google');
    await page.goto('/app/users/profile/');
    await page.getByRole('button', { name: 'Connect Google' }).click();
    await signInAtDevProvider(page, googleEmail);
    await expect(page).toHaveURL(/\/app\/users\/profile\/$/);

    const connected = await call<ProviderAccount[]>('GET', '/account/providers');
    expect(connected.status).toBe(200);
    expect(connected.data).toEqual([
      expect.objectContaining({
        uid: expect.any(String),
        display: expect.any(String),
        provider: expect.objectContaining({ id: 'google' }),
      }),
    ]);
    // Connecting never switches accounts (issue 16 "Security bug").
    expect((await call('GET', '/auth/session')).data.user.email).toBe(secondEmail);

    const [account] = connected.data;
    const disconnected = await call<ProviderAccount[]>('DELETE', '/account/providers', {
      data: { provider: 'google', account: account?.uid },
    });
    expect(disconnected).toEqual({ status: 200, data: [] });
  });

  await test.step('sessions: GET lists both browsers, DELETE ends the other one', async () => {
    const otherContext = await browser.newContext();
    const other = allauthClient(otherContext);
    await other('GET', '/auth/session');
    expect(
      (await other('POST', '/auth/login', { data: { email: signedIn, password: PASSWORD } })).status,
    ).toBe(200);

    const listed = await call<UserSession[]>('GET', '/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.data).toHaveLength(2);
    const [current, otherSession] = listed.data;
    expect(current).toMatchObject({ is_current: true, ip: '127.0.0.1', user_agent: expect.any(String) });
    expect(otherSession).toMatchObject({ is_current: false, id: expect.any(Number) });

    const ended = await call<UserSession[]>('DELETE', '/auth/sessions', {
      data: { sessions: [otherSession?.id] },
    });
    expect(ended.status).toBe(200);
    expect(ended.data.map(({ id }) => id)).toEqual([current?.id]);
    expect((await other('GET', '/auth/session')).status).toBe(401);
    await otherContext.close();
  });

  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('TOTP: setup secret, activation, authenticators and recovery codes', async () => {
    expect(await call('GET', '/account/authenticators')).toEqual({ status: 200, data: [] });

    const setup = await call<never, { secret: string; totp_url: string }>(
      'GET',
      '/account/authenticators/totp',
    );
    expect(setup.status).toBe(404);
    expect(setup.meta.totp_url).toMatch(/^otpauth:\/\/totp\//);
    secret = setup.meta.secret;

    const activated = await call<{ type: string }, { recovery_codes_generated: boolean }>(
      'POST',
      '/account/authenticators/totp',
      { data: { code: totpCode(secret) } },
    );
    expect(activated.status).toBe(200);
    expect(activated.data.type).toBe('totp');
    expect(activated.meta.recovery_codes_generated).toBe(true);

    const authenticators = await call<{ type: string }[]>('GET', '/account/authenticators');
    expect(authenticators.data.map(({ type }) => type).sort()).toEqual(['recovery_codes', 'totp']);
    const codes = await call<{ unused_codes: string[]; unused_code_count: number }>(
      'GET',
      '/account/authenticators/recovery-codes',
    );
    expect(codes.status).toBe(200);
    expect(codes.data.unused_codes).toHaveLength(codes.data.unused_code_count);
    recoveryCodes = codes.data.unused_codes;
  });

  await test.step('login with 2FA: 401 with the pending mfa_authenticate flow, then POST /auth/2fa/authenticate', async () => {
    await call('DELETE', '/auth/session');
    const pending = await call('POST', '/auth/login', { data: { email: signedIn, password: PASSWORD } });
    expect(pending.status).toBe(401);
    expect(pending.meta.is_authenticated).toBe(false);
    const flow = pending.data.flows.find(({ is_pending }) => is_pending);
    expect(flow).toMatchObject({ id: 'mfa_authenticate', is_pending: true });
    expect(flow?.types).toEqual(expect.arrayContaining(['totp', 'recovery_codes']));
    const session = await call('GET', '/auth/session');
    expect(session.status).toBe(401);
    expect(session.data.flows).toContainEqual(
      expect.objectContaining({ id: 'mfa_authenticate', is_pending: true }),
    );

    const wrong = await call('POST', '/auth/2fa/authenticate', { data: { code: wrongTotpCode(secret) } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([expect.objectContaining({ code: 'incorrect_code', param: 'code' })]);

    // Activation used this step's code: the next step's, within the ±1-step window.
    const done = await call('POST', '/auth/2fa/authenticate', { data: { code: totpCode(secret, 1) } });
    expect(done.status).toBe(200);
    expect(done.meta.is_authenticated).toBe(true);
    expect(done.data.methods).toContainEqual(expect.objectContaining({ method: 'mfa', type: 'totp' }));
  });

  await test.step('password reset through the configured frontend URL, then a login with a recovery code', async () => {
    await call('DELETE', '/auth/session');
    const requestedAt = Date.now();
    expect(await call('POST', '/auth/password/request', { data: { email: signedIn } })).toEqual({
      status: 200,
    });
    const link = resetLinkIn(await waitForMail(settings.dataDir, signedIn, { since: requestedAt }));
    // HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY's default, on the public origin.
    expect(link.startsWith(`${baseURL}/app/account/reset-password/`)).toBe(true);
    const key = keyOf(link);

    const badKey = await call('GET', '/auth/password/reset', {
      headers: { [PASSWORD_RESET_KEY_HEADER]: 'nope' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.errors).toContainEqual(expect.objectContaining({ param: 'key' }));
    const info = await call<{ user: { email: string } }>('GET', '/auth/password/reset', {
      headers: { [PASSWORD_RESET_KEY_HEADER]: key },
    });
    expect(info.status).toBe(200);
    expect(info.data.user.email).toBe(signedIn);

    const reset = await call('POST', '/auth/password/reset', { data: { key, password: NEW_PASSWORD } });
    expect(reset.status).toBe(401);
    expect(reset.meta.is_authenticated).toBe(false);
    expect(flowIds(reset)).toContain('login');

    const old = await call('POST', '/auth/login', { data: { email: signedIn, password: PASSWORD } });
    expect(old.status).toBe(400);
    const pending = await call('POST', '/auth/login', { data: { email: signedIn, password: NEW_PASSWORD } });
    expect(pending.status).toBe(401);
    expect(pending.data.flows).toContainEqual(
      expect.objectContaining({ id: 'mfa_authenticate', is_pending: true }),
    );
    const done = await call('POST', '/auth/2fa/authenticate', { data: { code: recoveryCodes[0] } });
    expect(done.status).toBe(200);
    expect(done.data.methods).toContainEqual(
      expect.objectContaining({ method: 'mfa', type: 'recovery_codes' }),
    );
  });
});
