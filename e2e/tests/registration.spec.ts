/**
 * Registration by email and the onboarding questionnaire, end to end (spec 000 §2–§5, issue 3):
 * every step against the real server, what is stored coming back with the user; Back from step 2
 * (issue 33 item 3).
 */
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/product';
import { expect, test } from '../support/fixtures';
import { answerQuestionnaire, expectOnboardingStored } from '../support/registration';

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

test('Back on step 2 shows step 1 with the email still filled, and the same email carries on (issue 33)', async ({
  page,
}) => {
  const email = uniqueEmail('register-back');
  await createAccount(page, email);
  await page.getByLabel('First name').fill('Grace');
  await page.getByRole('button', { name: 'Back' }).click();

  await expect(page).toHaveURL(/\/app\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // The account exists and is signed in: the same email goes on to step 2, the name kept.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/register\/personal-info$/);
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
});
