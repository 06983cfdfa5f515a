import { expect, submitLogin, test } from '../support/fixtures';

const HANDOFF = 'Return to the Lifeguard app';

/** Spec 000 §2 `mobile=1` and footer links, §4 "Login screen" mobile mode. */
test.describe('mobile app handoff', () => {
  test('signing in with mobile=1 lands on the handoff page, whose code buys tokens once', async ({
    page,
    request,
    user,
  }) => {
    await page.goto('/app/login?mobile=1');
    await expect(page.getByRole('heading', { name: 'Connect Mobile App' })).toBeVisible();
    await submitLogin(page, user);

    // The page's meta refresh to the app's scheme goes nowhere in a browser without the app.
    await expect(page).toHaveURL(/\/users\/mobile-auth-redirect\/$/);
    await expect(page).toHaveTitle(HANDOFF);
    await expect(page.getByRole('heading', { level: 1, name: HANDOFF })).toBeVisible();
    const href = await page.getByRole('link', { name: HANDOFF }).getAttribute('href');
    expect(href).toMatch(/^lifeguard:\/\/auth\/callback\?code=[A-Za-z0-9_-]{43}$/);

    // The app's own call: no cookie, no CSRF token.
    const code = new URL(href ?? '').searchParams.get('code');
    const exchange = await request.post('/users/api/mobile-auth/token/', { data: { code } });
    expect(exchange.status(), await exchange.text()).toBe(200);
    expect(await exchange.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const again = await request.post('/users/api/mobile-auth/token/', { data: { code } });
    expect(again.status()).toBe(400);
  });
});

test.describe('terms and privacy pages', () => {
  test("the sign-in screen's footer links open them", async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Back to Lifeguard sign-in' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});
