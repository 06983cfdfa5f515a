import { expect, signInThroughApi, submitLogin, test } from '../support/fixtures';

/** Spec 000 §2 "Navigation guard", §6; unknown paths go to /login. */
test.describe('navigation guard', () => {
  test('a signed-out visit of the dashboard goes to login and back after signing in', async ({
    page,
    user,
  }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await submitLogin(page, user);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
  });

  test('an unknown path goes to login', async ({ page }) => {
    await page.goto('/app/nope');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('a signed-in user opening login goes to the dashboard, unless connecting an extension', async ({
    page,
    user,
  }) => {
    await signInThroughApi(page, user);

    await page.goto('/app/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();

    await page.goto('/app/login?extension_id=abc');
    await expect(page.getByRole('heading', { name: 'Connect Chrome Extension' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login\?extension_id=abc$/);
    // The green panel of spec 000 §2 (its wording is the app's: the spec gives none).
    await expect(page.getByRole('status').filter({ hasText: user.email })).toBeVisible();
  });
});
