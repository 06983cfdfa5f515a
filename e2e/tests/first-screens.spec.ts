/**
 * The first screens paint before any JavaScript (issue 17): the gateway serves /login,
 * /forgot-password and /register prerendered, in the visitor's colour mode, and the app takes
 * over without losing what was typed or a submit sent before it was there.
 */
import type { Page } from '@playwright/test';
import { expect, loginForm, test } from '../support/fixtures';

/** Holds the shell's script until `release()`: the page as a slow phone shows it first. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('first screens without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/app/login', 'Welcome Back'],
    ['/app/forgot-password', 'Forgot Password'],
    ['/app/register', 'Create Your Account'],
  ] as const) {
    test(`${path} shows its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test('a sign-in typed and sent before the app has loaded signs in', async ({ page, user }) => {
  const release = await holdScripts(page);
  await page.goto('/app/login', { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.password.press('Enter');
  await expect(page.getByRole('form', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
});

test("'Sign up with Google' pressed before the app has loaded goes to the provider", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/app/register', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  release();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/register$/);
  await expect(page.getByRole('alert')).toContainText('Authentication failed. Please try again.');
});

test('typing carries over when the app takes over, focus included', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/app/login', { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.email.fill('someone@example.com');
  await form.password.focus();
  release();
  // The app's own form replaces the prerendered one.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(form.email).toHaveValue('someone@example.com');
  await expect(form.password).toBeFocused();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the prerendered screen is dark from its first paint', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/app/login', { waitUntil: 'commit' });
    await expect(page.locator('[data-prerendered-mode="dark"]')).toBeVisible();
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('main')!).backgroundColor,
    );
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // The app's dark card has the colour the prerendered one had: no flash on take-over.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor)).toBe(
      background,
    );
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});
