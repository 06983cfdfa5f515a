/**
 * "Sign up with Google" through the local development OpenID provider that `npm start` runs
 * when Google is not configured (spec 000 §4 "Google sign-in", "Third-party sign-in callback").
 */
import { uniqueEmail } from '../support/product';
import { expect, signInAtDevProvider, test } from '../support/fixtures';
import { answerQuestionnaire, expectOnboardingStored } from '../support/registration';

test('a Google sign-up lands on personal-info, then onboarding, then the dashboard; returning goes straight there', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/app/register');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await signInAtDevProvider(page, email);

  await expect(page).toHaveURL(/\/app\/register\/personal-info$/);
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/register\/who-protecting$/);
  await answerQuestionnaire(page);

  // A third-party sign-up skips the password step (spec 000 §4 "Setup loading").
  await expect(page).toHaveURL(/\/app\/register\/account-setup$/);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('showWelcomeModal'))).toBe('true');
  await expectOnboardingStored(page, { email, first_name: 'Katherine', last_name: 'Johnson' });

  await page.context().clearCookies();
  await page.goto('/app/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInAtDevProvider(page, email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Katherine/ })).toBeVisible();
});

test('a Google sign-up with names goes straight to the questionnaire', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInAtDevProvider(page, uniqueEmail('google-names'), { first: 'Mary', last: 'Jackson' });
  await expect(page).toHaveURL(/\/app\/register\/who-protecting$/);
});

test('cancelling at the provider returns to register with the callback message', async ({ page }) => {
  await page.goto('/app/register');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/register$/);
  await expect(page.getByRole('alert')).toContainText('Authentication failed. Please try again.');
});
