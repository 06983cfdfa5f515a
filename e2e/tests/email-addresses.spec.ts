/**
 * 'Email addresses' on the profile (issue 16 §3): adding an address mails a verification link,
 * the link's screen verifies it, and the verified address becomes the primary one (the one the
 * account signs in with); the old one can then be removed.
 */
import { uniqueEmail, verificationLinkIn, waitForMail } from '../support/product';
import { expect, settings, signInThroughApi, submitLogin, test } from '../support/fixtures';

test('adds an address, verifies it through the mailed link, makes it primary and removes the old one', async ({
  page,
  user,
  baseURL,
}) => {
  const added = uniqueEmail('second-address');
  await signInThroughApi(page, user);
  await page.goto('/app/users/profile/');
  const addresses = page.getByRole('list', { name: 'Email addresses' }).getByRole('listitem');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText(user.email);
  await expect(addresses.first()).toContainText('Primary');

  const addedAt = Date.now();
  await page.getByLabel('Email address', { exact: true }).fill(added);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`We sent a verification link to ${added}.`)).toBeVisible();
  const row = addresses.filter({ hasText: added });
  await expect(row).toContainText('Unverified');
  await expect(row.getByRole('button', { name: `Make ${added} primary` })).toHaveCount(0);

  const link = verificationLinkIn(await waitForMail(settings.dataDir, added, { since: addedAt }));
  expect(link.startsWith(`${baseURL}/app/account/verify-email/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText(`Confirm that ${added} is your email address.`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/app\/users\/profile\/$/);
  await expect(row).toContainText('Verified');

  await row.getByRole('button', { name: `Make ${added} primary` }).click();
  await expect(page.getByText(`${added} is now your primary address.`)).toBeVisible();
  await expect(addresses.first()).toContainText(added);
  await expect(addresses.first()).toContainText('Primary');

  await page.getByRole('button', { name: `Remove ${user.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this email address?' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`${user.email} was removed.`)).toBeVisible();
  await expect(addresses).toHaveCount(1);

  // The primary address is the one the account signs in with now.
  await page.context().clearCookies();
  await page.goto('/app/login');
  await submitLogin(page, { email: added, password: user.password });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
