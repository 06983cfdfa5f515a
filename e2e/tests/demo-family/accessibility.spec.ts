/**
 * Accessibility as the demo family (issue 15 "Keep it from coming back"): the open chat panel
 * with an answer, in light and dark mode, with 0 serious or critical violations; and a
 * keyboard-only path from sign-in to the dashboard to a dark web scan. Both add to what the demo
 * family has (an answer, a scan). Every screen of the route table: ../accessibility.spec.ts.
 */
import type { Page } from '@playwright/test';
import { blockingViolations, settle } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { personaAccount, personaState } from '../../support/personas';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} mode`, () => {
    test.use({ storageState: personaState('demo'), colorScheme: scheme });

    test('the chat panel with an answer and its tool rows has no serious or critical violations', async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
      await page.goto('/app/dashboard');
      await settle(page);
      await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
      await page.getByRole('list', { name: 'Example questions' }).getByRole('button').first().click();
      await expect(page.getByRole('group', { name: 'Was this answer helpful?' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 80) {
  const target = page.locator(selector).first();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

test('keyboard only: sign in, reach the dashboard, open the dark web scan and start a scan', async ({
  page,
}) => {
  const demo = personaAccount('demo');
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // The email field has focus on arrival (spec 000 §2); type as a keyboard user would.
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(demo.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await settle(page);

  // From the dashboard to the dark web scan, by Tab and Enter only: a link straight to the scan
  // where the dashboard offers one, else through the dark web monitoring screen.
  const scanLink = 'a[href$="/app/dark-web-scan"]';
  const monitoringLink = 'a[href$="/app/integrations/darkweb"]';
  // The dashboard's blocks render as their data arrives: wait for one of the two links first.
  await expect(page.locator(`${scanLink}, ${monitoringLink}`).first()).toBeAttached();
  if ((await page.locator(scanLink).count()) === 0) {
    await tabTo(page, monitoringLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/integrations\/darkweb$/);
    await settle(page);
  }
  await tabTo(page, scanLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dark-web-scan$/);
  await expect(page.getByRole('heading', { name: 'Latest scan' })).toBeVisible();
  const rows = page.getByRole('button', { name: /^Details of the scan of / });
  const before = await rows.count();

  await tabTo(page, 'button:has-text("Start New Scan")');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(before + 1);
});
