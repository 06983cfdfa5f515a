/**
 * Registration by email and the onboarding questionnaire, end to end (spec 000 §2–§5, issue 3):
 * every step against the real server, what is stored coming back with the user.
 */
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/product';
import { expect, test } from '../support/fixtures';
import { answerQuestionnaire, expectOnboardingStored, registrationStep } from '../support/registration';

async function createAccount(page: Page, email: string) {
  await page.goto('/app/register');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/register\/personal-info$/);
}

async function giveName(page: Page) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/register\/who-protecting$/);
}

test('a new visitor registers by email, answers the questionnaire, sets a password and lands on the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await createAccount(page, email);
  await giveName(page);
  await answerQuestionnaire(page);

  await expect(page).toHaveURL(/\/app\/register\/account-setup$/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/register\/setup-password$/, { timeout: 15_000 });

  const password = page.getByLabel('Password', { exact: true });
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await password.fill('weak');
  await expect(checklist).toContainText('One uppercase letter: not met');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await password.fill('Lifeguard-2026');
  await expect(checklist).toContainText('One uppercase letter: met');
  await page.getByLabel('Confirm password').fill('Lifeguard-2025');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Lifeguard-2026');
  await page.getByRole('button', { name: 'Set Password' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('showWelcomeModal'))).toBe('true');
  await expectOnboardingStored(page, { email, first_name: 'Grace', last_name: 'Hopper' });

  // The password set at step 3.75 signs the new user in from another browser.
  await page.context().clearCookies();
  await page.goto('/app/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Lifeguard-2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('going back from security solutions to who-protecting keeps every answer', async ({ page }) => {
  await createAccount(page, uniqueEmail('back'));
  await giveName(page);
  await answerQuestionnaire(page, { submit: false });

  const back = page.getByRole('button', { name: 'Back' });
  for (const route of ['scenario-concerns', 'safety-concerns', 'tech-comfort', 'who-protecting']) {
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/app/register/${route}$`));
  }
  await expect(page.getByRole('checkbox', { name: /Myself/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /My Parents/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Somewhat Comfortable/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: /Scams & Phishing/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Account Security/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /aging family member/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: /Scam Detection/ })).toBeChecked();

  // A reload mid-way keeps the draft (session storage).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Scam Detection/ })).toBeChecked();
});

test('the questionnaire limits show their messages and trim the selection', async ({ page }) => {
  await createAccount(page, uniqueEmail('limits'));
  await giveName(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('radio', { name: /Still Learning/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  const step = registrationStep(page, 'What aspects of online safety matter most to you?');
  await expect(step.badge('Select 1-2 Options')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step.alert).toHaveText('Please select at least 1 option');
  await page.getByRole('checkbox', { name: /Scams & Phishing/ }).check();
  await page.getByRole('checkbox', { name: /Privacy & Identity/ }).check();
  const third = page.getByRole('checkbox', { name: /Malware & Threats/ });
  await expect(third).toHaveAttribute('aria-disabled', 'true');
  await third.click({ force: true });
  await expect(step.alert).toHaveText('Please select no more than 2 options');
  await expect(third).not.toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
});
