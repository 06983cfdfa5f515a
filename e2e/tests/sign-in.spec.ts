import { expect, submitLogin, test } from '../support/fixtures';

/** Spec 000 §2 "Sign-in screen", §4 "Login screen", §8 "Login failure"; spec 001 §2 user menu. */
test.describe('sign-in', () => {
  test('signs in to the dashboard and signs out again', async ({ page, user }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await submitLogin(page, user);
    await expect(page.getByText('Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // A fresh account's greeting (spec 001 §4 welcome_new).
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to Lifeguard, ${user.firstName}!` }),
    ).toBeVisible();

    // The sidebar's user card names the user and opens the user menu (spec 001 §2).
    const userCard = page.getByRole('button', { name: user.email });
    await expect(userCard).toBeVisible();
    await userCard.click();
    await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test("the sign-in screen's links open their screens", async ({ page }) => {
    // A first click straight after the page loads, while the email field has the focus.
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/app/register');
  });
});
