/**
 * The living dashboard (issue 4; spec 001 §2, §4, §9): greeting, quick setup and score, phone
 * verification through the offline SMS outbox, the demo account's timeline and the celebration.
 * Action items and notifications of the demo account: demo-family/dashboard.spec.ts.
 */
import type { Page } from '@playwright/test';
import { waitForSmsCode } from '../support/product';
import { csrfToken, expect, settings, signInThroughApi, test } from '../support/fixtures';
import { personaState } from '../support/personas';

const INTEGRATIONS = '/integrations/api/integrations/';

async function apiPost(page: Page, path: string, data: object) {
  const token = await csrfToken(page.request, page.context());
  const response = await page.request.post(path, { headers: { 'X-CSRFToken': token }, data });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a new user sees welcome_new and the quick-setup list; verifying a phone raises the score', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome to Lifeguard, ${user.firstName}!`,
  );
  const setup = page.getByRole('list', { name: 'Protections to set up' });
  await expect(setup.getByRole('listitem')).toHaveCount(4);
  const progress = page.getByRole('progressbar', { name: 'Protection progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('button', { name: 'Set up Phone Protection' }).click();
  await expect(page).toHaveURL(/\/app\/integrations\/phone$/);
  const line = String(1000 + (Date.now() % 9000));
  await page.getByLabel('Phone number').fill(`(201) 555-${line}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForSmsCode(settings.dataDir, `+1201555${line}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Phone verified' })).toBeVisible();

  await page.goto('/app/dashboard');
  await expect(setup.getByRole('listitem')).toHaveCount(3);
  // Required integrations weigh 40 each: the phone alone is 40 of 160 (spec 001 §9).
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
});

test.describe('as the demo family', () => {
  test.use({ storageState: personaState('demo') });

  test("the demo account's timeline shows 5 events, Load More shows 10", async ({ page }) => {
    await page.goto('/app/dashboard');
    // The first-time summary hides the timeline until it is dismissed (spec 001 §4).
    await page.getByRole('button', { name: 'Dismiss scan summary' }).click();
    // Direct items only: an event's reasons are a list of their own.
    const events = page.getByRole('list', { name: 'Threat events' }).locator(':scope > li');
    await expect(events).toHaveCount(5);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(events).toHaveCount(10);
  });
});

test('the celebration shows once when every required integration is active', async ({ page, user }) => {
  await signInThroughApi(page, user);
  for (const [type, provider] of [
    ['darkweb', 'dehashed'],
    ['chrome', 'chrome'],
    ['email', 'google'],
    ['phone', 'twilio'],
  ]) {
    await apiPost(page, INTEGRATIONS, { type, provider, is_active: true, is_configured: true });
  }
  const listed = await (await page.request.get(INTEGRATIONS)).json();
  for (const { id } of listed.results as { id: number }[]) {
    const token = await csrfToken(page.request, page.context());
    const response = await page.request.patch(`${INTEGRATIONS}${id}/`, {
      headers: { 'X-CSRFToken': token },
      data: { health_status: 'healthy' },
    });
    expect(response.ok()).toBe(true);
  }

  await page.goto('/app/dashboard');
  const celebration = page.getByRole('dialog', { name: "You're fully protected!" });
  await expect(celebration).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(celebration).toBeHidden();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Protection score 100%' })).toBeVisible();
  await expect(celebration).toBeHidden();
});
