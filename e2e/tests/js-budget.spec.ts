import { JS_BUDGETS, javascriptOf, wireBytes, type JsResponse } from '../support/javascript-weight';
import { expect, signInThroughApi, test } from '../support/fixtures';

/**
 * The byte budgets of a first visit (DEVELOPERS "Budgets", issue 17 "Keep it that way"): a build
 * whose JavaScript on the wire (bodies and headers, cold cache) grows past its budget fails here.
 * A byte count of what the browser loaded, never a timing.
 */
const listing = (files: JsResponse[]) =>
  files.map((file) => `${file.path} ${file.transferred}+${file.headers} (${file.encoding})`).join('\n');

test.describe('first-visit JavaScript budgets', () => {
  test('/app/login loads at most 170 KB of JavaScript, compressed', async ({ page }) => {
    const files = await javascriptOf(page, '/app/login', async (loaded) => {
      // The app has taken over the prerendered screen: its own form is there.
      await expect(loaded.locator('#root:not([hidden]) form[aria-label="Login"]')).toBeVisible();
    });
    expect(files.length).toBeGreaterThan(0);
    // Served pre-compressed: a file sent as is would be a build without its .br siblings.
    expect(files.filter((file) => file.encoding !== 'br').map((file) => file.path)).toEqual([]);
    expect(wireBytes(files), listing(files)).toBeLessThanOrEqual(JS_BUDGETS.login);
  });

  test('/app/dashboard, signed in, loads at most 260 KB of JavaScript', async ({ page, user }) => {
    await signInThroughApi(page, user);
    const files = await javascriptOf(page, '/app/dashboard', async (loaded) => {
      await expect(loaded.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
    });
    expect(files.some((file) => file.path.startsWith('/remotes/dashboard/'))).toBe(true);
    expect(wireBytes(files), listing(files)).toBeLessThanOrEqual(JS_BUDGETS.dashboard);
  });
});
