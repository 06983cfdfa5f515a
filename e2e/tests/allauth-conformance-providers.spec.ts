/**
 * The allauth example SPA's calls around Google accounts and the features we leave off (issue 30
 * items 2 and 10), against the running product, beside allauth-conformance.spec.ts: the
 * reauthentication flows of a password user with Google connected (allauth's only: never
 * `provider_redirect`, which the SPA cannot route), a Google-only user without a second factor
 * counting as recently signed in (allauth's did_recently_authenticate), a Google sign-in with an
 * existing account's email refused with `email_taken` and explained on the register screen, the
 * development provider signing in another person on the same browser (its sign-out page runs),
 * and the WebAuthn paths answered as allauth without WebAuthn answers them (Django's HTML 404).
 */
import { ageSessions, allauthClient, flowIds } from '../support/allauth-client';
import { uniqueEmail } from '../support/product';
import { expect, signInAtDevProvider, test } from '../support/fixtures';
import { ALLAUTH_API, totpCode } from '../support/two-factor';

const PASSWORD = 'Conformance-passw0rd!';
type TotpSetup = { secret: string; totp_url: string };

test("replays the allauth SPA's calls for Google-linked and Google-only users, and its passkey calls", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const call = allauthClient(page.context());
  const password = uniqueEmail('conformance-linked');
  const googleOnly = uniqueEmail('conformance-google-only');
  const squatted = uniqueEmail('conformance-taken');

  await test.step('a password user with Google connected reauthenticates by password, then by password or code', async () => {
    await call('GET', '/auth/session');
    expect(
      (await call('POST', '/auth/signup', { data: { email: password, password: PASSWORD } })).status,
    ).toBe(200);
    await page.goto('/app/users/profile/');
    await page.getByRole('button', { name: 'Connect Google' }).click();
    await signInAtDevProvider(page, uniqueEmail('conformance-linked-google'));
    await expect(page).toHaveURL(/\/app\/users\/profile\/$/);
    expect((await call<unknown[]>('GET', '/account/providers')).data).toHaveLength(1);

    await ageSessions(password);
    const { meta } = await call<never, TotpSetup>('GET', '/account/authenticators/totp');
    const stale = await call('POST', '/account/authenticators/totp', {
      data: { code: totpCode(meta.secret) },
    });
    expect(stale.status).toBe(401);
    expect(stale.meta.is_authenticated).toBe(true);
    expect(stale.data.flows).toEqual([{ id: 'reauthenticate' }]);

    expect((await call('POST', '/auth/reauthenticate', { data: { password: PASSWORD } })).status).toBe(200);
    const activated = await call('POST', '/account/authenticators/totp', {
      data: { code: totpCode(meta.secret) },
    });
    expect(activated.status).toBe(200);

    await ageSessions(password);
    const again = await call('DELETE', '/account/authenticators/totp');
    expect(again.status).toBe(401);
    expect(flowIds(again)).toEqual(['reauthenticate', 'mfa_reauthenticate']);
    expect(flowIds(again)).not.toContain('provider_redirect');
    await call('DELETE', '/auth/session');
  });

  await test.step('another person signs in with Google on the same browser: a Google-only user counts as recent', async () => {
    // The development provider still has the first Google account signed in: it signs that one
    // out by a page that submits itself, which its CSP must let run.
    await page.goto('/app/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtDevProvider(page, googleOnly, { first: 'Grace', last: 'Hopper' });
    await expect(page).toHaveURL(/\/app\/register\/who-protecting$/);
    const session = await call('GET', '/auth/session');
    expect(session.data.user).toMatchObject({ email: googleOnly, has_usable_password: false });

    await ageSessions(googleOnly);
    const { meta } = await call<never, TotpSetup>('GET', '/account/authenticators/totp');
    const activated = await call<{ type: string }>('POST', '/account/authenticators/totp', {
      data: { code: totpCode(meta.secret) },
    });
    expect(activated.status).toBe(200);
    expect(activated.data.type).toBe('totp');

    await ageSessions(googleOnly);
    const stale = await call('DELETE', '/account/authenticators/totp');
    expect(stale.status).toBe(401);
    expect(flowIds(stale)).toEqual(['mfa_reauthenticate']);
    await call('DELETE', '/auth/session');
  });

  await test.step('a Google sign-in with the email of an existing account is refused with email_taken', async () => {
    expect(
      (await call('POST', '/auth/signup', { data: { email: squatted, password: PASSWORD } })).status,
    ).toBe(200);
    await call('DELETE', '/auth/session');
    await page.goto('/app/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtDevProvider(page, squatted);
    await expect(page).toHaveURL(/\/app\/register$/);
    await expect(page.getByRole('alert')).toContainText(
      'An account already exists with this email address. Please sign in to that account first, then connect your Google account.',
    );
    expect((await call('GET', '/auth/session')).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { data: { email: squatted, password: PASSWORD } })).status,
    ).toBe(200);
    expect((await call<unknown[]>('GET', '/account/providers')).data).toEqual([]);
  });

  await test.step("WebAuthn: allauth's paths answer Django's 404 page, as allauth without WebAuthn", async () => {
    const config = await call<{ mfa: { supported_types: string[] } }>('GET', '/config');
    expect(config.data.mfa.supported_types).not.toContain('webauthn');
    for (const [method, path] of [
      ['GET', '/auth/webauthn/login'],
      ['POST', '/auth/webauthn/login'],
      ['POST', '/auth/webauthn/signup'],
      ['GET', '/auth/webauthn/reauthenticate'],
      ['GET', '/account/authenticators/webauthn'],
    ] as const) {
      const csrf = (await page.context().cookies()).find(({ name }) => name === 'csrftoken')?.value ?? '';
      const response = await page.request.fetch(`${ALLAUTH_API}${path}`, {
        method,
        headers: { accept: 'application/json', 'X-CSRFToken': csrf },
        ...(method === 'POST' ? { data: {} } : {}),
      });
      expect([method, path, response.status()]).toEqual([method, path, 404]);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      // The SPA's request() fails at resp.json(), as against allauth, never on `data` (a TypeError).
      await expect(response.json()).rejects.toThrow(SyntaxError);
    }
  });
});
