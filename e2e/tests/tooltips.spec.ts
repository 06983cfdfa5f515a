/**
 * The one tooltip (spec 001 §9, issue 33 item 4) in the signed-in frame: tabbing onto an icon
 * button (the sidebar toggle, shown below the md breakpoint) shows its tooltip 5 px away, which
 * describes the button without renaming it; Escape hides it; axe stays at 0 serious or critical
 * violations with it open, in light and dark; no fade for those who ask for reduced motion. A
 * remote's tooltips (the dashboard's, on the demo family's data) work on the one Floating UI the
 * shell shares.
 */
import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { appTakenOver, expect, signInThroughApi, test, type TestUser } from '../support/fixtures';
import { personaState } from '../support/personas';

type Scheme = 'light' | 'dark';

/** The dashboard on a phone-sized screen in `scheme`, taken over by the app (issue 31). */
async function openDashboard(page: Page, user: TestUser, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await appTakenOver(page);
}

/** Tabs from the top of the page onto the sidebar toggle, the frame's first control. */
async function tabOntoToggle(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  return toggle;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`tabbing onto an icon button shows its tooltip, axe-clean (${scheme})`, async ({ page, user }) => {
    await openDashboard(page, user, scheme);
    const toggle = await tabOntoToggle(page);

    const tooltip = page.getByRole('tooltip', { name: 'Open menu' });
    await expect(tooltip).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAccessibleDescription('Open menu');
    const [button, tip] = await Promise.all([toggle.boundingBox(), tooltip.boundingBox()]);
    expect(Math.round(tip!.x - (button!.x + button!.width))).toBe(5);
    expect(await blockingViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(toggle).toBeFocused();
  });
}

test('the tooltip does not fade in for those who ask for reduced motion', async ({ page, user }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDashboard(page, user, 'light');
  await tabOntoToggle(page);
  const tooltip = page.getByRole('tooltip', { name: 'Open menu' });
  await expect(tooltip).toBeVisible();
  expect(await tooltip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test.describe('as the demo family', () => {
  test.use({ storageState: personaState('demo') });

  test("the dashboard remote's tooltips: an icon button's, and the exact time of an event", async ({
    page,
  }) => {
    await page.goto('/app/dashboard');
    await appTakenOver(page);
    const dismiss = page.getByRole('button', { name: 'Dismiss scan summary' });
    await dismiss.focus();
    await expect(page.getByRole('tooltip', { name: 'Dismiss scan summary' })).toBeVisible();
    await dismiss.click();

    const detected = page.getByRole('list', { name: 'Threat events' }).locator('time').first();
    await detected.focus();
    const tooltip = page.getByRole('tooltip').filter({ visible: true });
    await expect(tooltip).toBeVisible();
    const exact = await tooltip.textContent();
    await expect(detected).toHaveAccessibleDescription(exact ?? '');
    expect(exact).toMatch(/\d{4}/);
  });
});
