/**
 * The account pages (issue 13; spec 001 §2 Profile, Change Password): names saved and shown in
 * the user menu, a password change that keeps this session, the data export, and deleting the
 * account, after which it cannot sign in.
 */
import { readFileSync } from 'node:fs';
import { expect, signInThroughApi, submitLogin, test } from '../support/fixtures';

test('the profile saves names, and a password change keeps this session and works at the next sign-in', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  // The spec's address, typed into the address bar (spec 001 §2), opens the app's screen.
  await page.goto('/users/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Augusta');
  await page.getByLabel('Middle name (optional)').fill('Ada');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  // The user menu's button (the profile's address rows name the address too).
  await expect(page.getByRole('button', { name: user.email }).filter({ hasText: 'Augusta' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Ada');

  const newPassword = 'Another-password-2!';
  await page.goto('/accounts/password/change/');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.context().clearCookies();
  await page.goto('/app/login');
  await submitLogin(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('Download my data saves a JSON export; Delete my account signs out for good', async ({ page, user }) => {
  await signInThroughApi(page, user);
  await page.goto('/app/users/profile/');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lifeguard-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    families: unknown[];
  };
  expect(exported.account.email).toBe(user.email);
  expect(exported.families).toHaveLength(1);
  expect(JSON.stringify(exported)).not.toContain(user.password);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Incorrect password.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await submitLogin(page, user);
  await expect(page.getByText('Invalid credentials. Please check your email and password.')).toBeVisible();
});
