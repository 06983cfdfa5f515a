import type { Page } from '@playwright/test';
import { resetLinkIn, waitForMail } from '../support/product';
import { AUTH_API, csrfToken, expect, settings, submitLogin, test } from '../support/fixtures';

const RESET_SUCCESS = 'Your password has been successfully reset. You can now log in with your new password.';
const NEW_PASSWORD = 'Fresh-passw0rd!';

/** Fills the reset screen opened from `link` and submits it. */
async function chooseNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

/** Spec 000 §2 "Other screens", §4 "Password reset", §8. */
test.describe('password reset', () => {
  test('resets the password through the mailed link', async ({ page, browser, user, baseURL }) => {
    // (Reaching this screen through the sign-in screen's link is in sign-in.spec.ts.)
    await page.goto('/app/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    const requestedAt = Date.now();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();

    const link = resetLinkIn(await waitForMail(settings.dataDir, user.email, { since: requestedAt }));
    expect(link.startsWith(`${baseURL}/app/account/reset-password/`)).toBe(true);

    // The reset info names the account, so the screen signs in with the new password and goes
    // home (spec 000 §4 "Success goes home if authenticated"; §7 "then logs in with email and
    // password if an email was given").
    await chooseNewPassword(page, link, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();

    // In a fresh browser the old password fails and the new one signs in.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/app/login');
    await submitLogin(other, user);
    await expect(
      other
        .getByRole('alert')
        .filter({ hasText: 'Invalid credentials. Please check your email and password.' }),
    ).toBeVisible();
    await submitLogin(other, { email: user.email, password: NEW_PASSWORD });
    await expect(other).toHaveURL(/\/app\/dashboard$/);
    await context.close();
  });

  test('a reset that leaves nobody signed in shows the success alert and Go to Login', async ({
    page,
    user,
  }) => {
    const requestedAt = Date.now();
    const token = await csrfToken(page.request, page.context());
    const request = await page.request.post(`${AUTH_API}/password/request`, {
      headers: { 'X-CSRFToken': token },
      data: { email: user.email },
    });
    expect(request.status()).toBe(200);
    const link = resetLinkIn(await waitForMail(settings.dataDir, user.email, { since: requestedAt }));

    // The automatic sign-in after the reset is refused, so the screen stays signed out.
    await page.route(`**${AUTH_API}/login`, (route) =>
      route.fulfill({ status: 400, json: { status: 400, errors: [{ message: 'refused', code: 'x' }] } }),
    );
    await chooseNewPassword(page, link, NEW_PASSWORD);
    await expect(page.getByText(RESET_SUCCESS)).toBeVisible();
    await page.unroute(`**${AUTH_API}/login`);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await submitLogin(page, { email: user.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
