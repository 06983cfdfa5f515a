/**
 * Steps of the registration questionnaire as a visitor takes them (spec 000 §2 routes, §5 texts),
 * shared by the email and the Google sign-up suites.
 */
import { expect, type Page } from '@playwright/test';

/** The answers {@link answerQuestionnaire} gives, as the server stores them (spec 000 §3 codes). */
export const ANSWERS = {
  protecting: ['self', 'parent'],
  experience: 'moderate',
  concerns: ['scams_phishing', 'account_security'],
  primary_concern: 'elderly_scam_protection',
  solutions: ['scam_detection', 'password_manager'],
};

async function next(page: Page, route: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/register/${route}$`));
}

/** From /register/who-protecting, gives {@link ANSWERS} on the five screens and presses 'Complete'. */
export async function answerQuestionnaire(page: Page) {
  await page.getByRole('checkbox', { name: /Myself/ }).check();
  await page.getByRole('checkbox', { name: /My Parents/ }).check();
  await next(page, 'tech-comfort');
  await page.getByRole('radio', { name: /Somewhat Comfortable/ }).check();
  await next(page, 'safety-concerns');
  await page.getByRole('checkbox', { name: /Scams & Phishing/ }).check();
  await page.getByRole('checkbox', { name: /Account Security/ }).check();
  await next(page, 'scenario-concerns');
  await page.getByRole('radio', { name: /aging family member/ }).check();
  await next(page, 'security-solutions');
  await expect(page.getByText('Select Up to 3 Options', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /Scam Detection/ }).check();
  await page.getByRole('checkbox', { name: /Password Manager/ }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
}

/** The signed-in user of `page`, as the server answers it, carries `user` and {@link ANSWERS}. */
export async function expectOnboardingStored(page: Page, user: Record<string, string>) {
  const response = await page.request.get('/users/api/user/detail/');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user: Record<string, unknown> };
  expect(body.user).toMatchObject({ ...user, onboarding_responses: ANSWERS });
}
