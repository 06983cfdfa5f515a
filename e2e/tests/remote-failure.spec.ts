import { expect, signInThroughApi, test } from '../support/fixtures';

const AUTH_REMOTE = '**/remotes/auth/**';

/** ARCHITECTURE "Runtime composition": a remote that fails is contained, with a working Retry. */
test.describe('a remote that fails to load', () => {
  for (const status of [500, 404]) {
    test(`the auth remote answering ${status} shows the fallback, and Retry recovers`, async ({ page }) => {
      let refused = 0;
      await page.route(AUTH_REMOTE, (route) => {
        refused += 1;
        return route.fulfill({ status, body: 'broken' });
      });
      await page.goto('/app/login');

      const fallback = page.getByRole('alert').filter({ hasText: "This part of Lifeguard couldn't load" });
      await expect(
        fallback.getByRole('heading', { name: "This part of Lifeguard couldn't load" }),
      ).toBeVisible();
      await expect(fallback.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
      // The failure is kept until Retry: no refetching in a loop while the fallback shows.
      await page.waitForTimeout(1000);
      expect(refused).toBeLessThanOrEqual(3);

      await page.unroute(AUTH_REMOTE);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "This part of Lifeguard couldn't load" })).toHaveCount(
        0,
      );
    });
  }

  // Issue 15 item 8: the gateway's JSON 404 (a missing build) parses as JSON but is no manifest,
  // which the federation runtime kept as a failed load per remote until the page was reloaded.
  test("the darkweb remote answering the gateway's own JSON 404 recovers on Retry", async ({
    page,
    user,
  }) => {
    const manifest = '**/remotes/darkweb/mf-manifest.json';
    let served = 0;
    await page.route(manifest, async (route) => {
      served += 1;
      // The real gateway's answer for a build that is not there.
      const missing = await route.fetch({
        url: route.request().url().replace('/darkweb/', '/darkweb/missing/'),
      });
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toMatch(/application\/json/);
      return route.fulfill({ response: missing });
    });
    await signInThroughApi(page, user);
    // A server-rendered page inlines its remote's manifest (issue 31), so the manifest is fetched
    // when the scan is opened from another screen, as a client-side navigation.
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/app/dark-web-scan');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    const fallback = page.getByRole('alert').filter({ hasText: "This part of Lifeguard couldn't load" });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(served).toBeGreaterThan(0);

    // The build is back: Retry loads it, without a reload.
    await page.unroute(manifest);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "This part of Lifeguard couldn't load" })).toHaveCount(0);
  });

  test('a signed-in user still reaches the dashboard while the auth remote is broken', async ({
    page,
    user,
  }) => {
    await signInThroughApi(page, user);
    await page.route(AUTH_REMOTE, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
    await expect(page.getByRole('heading', { name: "This part of Lifeguard couldn't load" })).toHaveCount(0);
  });
});
