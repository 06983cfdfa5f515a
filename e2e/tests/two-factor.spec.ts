/**
 * Two-factor authentication on our own screens (issue 16 §6, "Done when"): setting up the
 * authenticator app from the profile, signing in with a code from it, signing in with a recovery
 * code (used once only), and turning it off. Codes are computed as an authenticator app would.
 */
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/product';
import {
  appTakenOver,
  AUTH_API,
  expect,
  signInAtDevProvider,
  signInThroughApi,
  submitLogin,
  test,
  type TestUser,
} from '../support/fixtures';
import { secondStep, totpCode, totpSetupSecret, turnOnTwoFactor, wrongTotpCode } from '../support/two-factor';

const INCORRECT_CODE = 'Incorrect code.';

/**
 * Signs the page out (its cookies), then submits the password on the sign-in screen at `path`
 * (any mode; `button` is its submit): the second step shows, in place.
 */
async function passwordStep(
  page: Page,
  user: TestUser,
  { path = '/app/login', button = 'Login' }: { path?: string; button?: string } = {},
) {
  await page.context().clearCookies();
  await page.goto(path);
  await submitLogin(page, user, { button });
  const step = secondStep(page);
  await expect(step.heading).toBeVisible();
  const { pathname, search } = new URL(page.url());
  expect(pathname + search).toBe(path);
  return step;
}

test('sets up the authenticator app from the profile; a code shown on screen signs in', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  await page.goto('/app/users/profile/');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Off', { exact: true })).toBeVisible();
  await appTakenOver(page);
  await security.getByRole('link', { name: 'Two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/app\/accounts\/2fa$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  // The key as a person would type it from the screen; the same session's setup has it too.
  const shownKey = await page
    .getByRole('group', { name: "Can't scan? Enter this key" })
    .locator('code')
    .innerText();
  const secret = shownKey.replace(/\s+/g, '');
  expect(secret).toBe(await totpSetupSecret(page));

  const code = page.getByLabel('Code from the app');
  await code.fill(wrongTotpCode(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText(INCORRECT_CODE)).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const shownCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shownCodes).toHaveCount(10);
  const kept = (await shownCodes.first().innerText()).trim();
  expect(kept).not.toBe('');
  await page.getByRole('button', { name: "I've saved my codes" }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
  await expect(page.getByText('Recovery codes: 10 of 10 left')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();

  // The code kept from the screen is a real one.
  const step = await passwordStep(page, user);
  await step.useRecoveryCode.click();
  await step.recoveryCode.fill(kept);
  await step.verify.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('signs in with a code from the authenticator app; a wrong code is refused first', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  const { secret } = await turnOnTwoFactor(page);

  const step = await passwordStep(page, user);
  await expect(step.appCode).toBeFocused();
  await step.appCode.fill(wrongTotpCode(secret));
  await step.verify.click();
  await expect(page.getByText(INCORRECT_CODE)).toBeVisible();
  await expect(step.appCode).toHaveAttribute('aria-invalid', 'true');
  // Turning the app on used this step's code, which is never accepted again: the next step's.
  await step.appCode.fill(totpCode(secret, 1));
  await step.appCode.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
});

test('signs in with a recovery code, which is refused the next time', async ({ page, user }) => {
  await signInThroughApi(page, user);
  const { recoveryCodes } = await turnOnTwoFactor(page);
  const [recoveryCode] = recoveryCodes;
  if (!recoveryCode) throw new Error('No recovery codes were made');

  let step = await passwordStep(page, user);
  await step.useRecoveryCode.click();
  await expect(step.recoveryCode).toBeFocused();
  await step.recoveryCode.fill(recoveryCode);
  await step.verify.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  step = await passwordStep(page, user);
  await step.useRecoveryCode.click();
  await step.recoveryCode.fill(recoveryCode);
  await step.verify.click();
  await expect(page.getByText(INCORRECT_CODE)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login$/);

  // Cancel drops the pending login: the password form again, and no session.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
});

test('turning it off, just after signing in, asks only to confirm; the password then signs in alone', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  await turnOnTwoFactor(page);
  await page.goto('/app/accounts/2fa');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();

  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/app/login');
  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a Google sign-in of an account with two-factor authentication asks for a code too', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  const { secret } = await turnOnTwoFactor(page);
  const googleEmail = uniqueEmail('google-2fa');
  await page.goto('/app/users/profile/');
  await page.getByRole('button', { name: 'Connect Google' }).click();
  await signInAtDevProvider(page, googleEmail);
  await expect(page).toHaveURL(/\/app\/users\/profile\/$/);
  await expect(page.getByRole('list', { name: 'Connected accounts' })).toContainText(googleEmail);

  await page.context().clearCookies();
  await page.goto('/app/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInAtDevProvider(page, googleEmail);
  const step = secondStep(page);
  await expect(step.heading).toBeVisible();
  await expect(page).toHaveURL(/\/app\/auth\/callback/);
  await step.appCode.fill(totpCode(secret, 1));
  await step.verify.click();
  // Then where any Google sign-in goes: this account (made by the CLI) has not answered the
  // questionnaire yet (spec 000 §4 "Third-party sign-in callback").
  await expect(page).toHaveURL(/\/app\/register\/who-protecting$/);
  const session = await page.request.get(`${AUTH_API}/session`);
  expect(session.status()).toBe(200);
  expect(((await session.json()) as { data: { user: { email: string } } }).data.user.email).toBe(user.email);
});

test('the extension and mobile sign-in modes ask for the code too', async ({ page, user }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { chrome?: Record<string, unknown>; __extensionMessages: unknown[] };
    w.__extensionMessages = [];
    w.chrome = {
      runtime: {
        sendMessage(id: string, message: unknown, callback?: (response: unknown) => void) {
          w.__extensionMessages.push({ id, message });
          setTimeout(() => callback?.({ success: true }), 0);
        },
      },
    };
  });
  await signInThroughApi(page, user);
  const { secret, recoveryCodes } = await turnOnTwoFactor(page);

  let step = await passwordStep(page, user, {
    path: '/app/login?extension_id=abc',
    button: 'Connect Extension',
  });
  await step.appCode.fill(totpCode(secret, 1));
  await step.verify.click();
  await expect(
    page.getByText(
      'Authentication successful! Your Chrome extension has been connected. You can close this tab.',
    ),
  ).toBeVisible();
  const messages = await page.evaluate(
    () => (window as unknown as { __extensionMessages: unknown[] }).__extensionMessages,
  );
  expect(messages).toEqual([
    {
      id: 'abc',
      message: expect.objectContaining({ action: 'setAuthTokens', accessToken: expect.any(String) }),
    },
  ]);

  // The app's code was used for this step already: a recovery code in mobile mode.
  step = await passwordStep(page, user, { path: '/app/login?mobile=1' });
  await step.useRecoveryCode.click();
  await step.recoveryCode.fill(recoveryCodes[0] ?? '');
  await step.verify.click();
  await expect(page).toHaveURL(/\/users\/mobile-auth-redirect\/$/);
  await expect(page.getByRole('link', { name: 'Return to the Lifeguard app' })).toHaveAttribute(
    'href',
    /^lifeguard:\/\/auth\/callback\?code=/,
  );
});
