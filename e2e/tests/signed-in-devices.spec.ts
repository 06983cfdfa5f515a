/**
 * 'Signed-in devices' (issue 16 §5, "Done when"): two browsers of one user are listed, 'This
 * device' on the one looking; 'Sign out other devices' signs the other out, and the extension
 * tokens it was given stop working, while this browser's keep working.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughApi, signInThroughUi, test } from '../support/fixtures';

type ExtensionTokens = { access_token: string; refresh_token: string };

/** Tokens the extension gets from a signed-in browser (spec 000 §7 `GET /api/extension-auth-tokens/`). */
async function extensionTokens(request: APIRequestContext): Promise<ExtensionTokens> {
  const response = await request.get('/api/extension-auth-tokens/');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ExtensionTokens;
}

/** The extension's refresh call: no cookie, the refresh token is the credential. */
function refresh(request: APIRequestContext, { refresh_token }: ExtensionTokens) {
  return request.post('/api/extension-auth-tokens/refresh/', { data: { refresh_token } });
}

test("'Sign out other devices' ends the other browser's session and its extension tokens", async ({
  page,
  browser,
  request,
  user,
}) => {
  // Another browser (Chromium's own User-Agent), signed in through the login screen.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughUi(other, user);
  const otherTokens = await extensionTokens(other.request);

  await signInThroughApi(page, user);
  const ownTokens = await extensionTokens(page.request);
  await page.goto('/app/users/profile/');
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page).toHaveURL(/\/app\/accounts\/sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeVisible();

  const sessions = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  const thisDevice = sessions.filter({ hasText: 'This device' });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  const otherDevice = sessions.filter({ hasNotText: 'This device' });
  await expect(otherDevice).toContainText('IP address 127.0.0.1');
  await expect(
    otherDevice.getByRole('button', { name: /^Sign out .*, IP address 127\.0\.0\.1$/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all other devices?' });
  await expect(dialog).toContainText('The Lifeguard extension on them is signed out too.');
  await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('Only this device is signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out other devices' })).toHaveCount(0);

  await other.goto('/app/dashboard');
  await expect(other).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const refused = await refresh(request, otherTokens);
  expect(refused.status(), await refused.text()).toBe(401);
  const kept = await refresh(request, ownTokens);
  expect(kept.status(), await kept.text()).toBe(200);

  // This browser is still signed in.
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await otherContext.close();
});
