import { expect, submitLogin, test, type TestUser } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** Spec 000 §2: the 'Remember me' checkbox decides whether the session outlives the browser. */
async function sessionCookieAfterLogin(page: Page, user: TestUser, remember: boolean) {
  await page.goto('/app/login');
  await submitLogin(page, user, { remember });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'sessionid');
  expect(cookie, 'a sessionid cookie after signing in').toBeDefined();
  return cookie!;
}

test.describe('remember me', () => {
  test('unchecked: the session cookie ends with the browser session', async ({ page, user }) => {
    const cookie = await sessionCookieAfterLogin(page, user, false);
    expect(cookie.expires).toBe(-1);
    expect(cookie.httpOnly).toBe(true);
  });

  test('checked: the session cookie has an expiry in the future', async ({ page, user }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    const cookie = await sessionCookieAfterLogin(page, user, true);
    const inADay = Date.now() / 1000 + 24 * 60 * 60;
    expect(cookie.expires).toBeGreaterThan(inADay);
  });
});
