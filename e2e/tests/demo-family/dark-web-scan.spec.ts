/**
 * The dark web scan screen as the demo user (issue 5; spec 001 §2, §4 "Dark web scan", §8, §9):
 * a scan over the local breach corpus, its overlay, the latest card and risk, breach entries
 * loaded on demand and a masked value revealed. A provider failure with Retry: mfe-darkweb's
 * start-scan test.
 */
import { expect, test } from '../../support/fixtures';
import { personaState } from '../../support/personas';

test.use({ storageState: personaState('demo') });

const SEARCH = '**/dehashed/api/search/';

test('a scan shows the overlay, the latest card with its risk, and entries loaded on demand', async ({
  page,
}) => {
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { name: 'Latest scan' })).toBeVisible();
  const rows = page.getByRole('button', { name: /^Details of the scan of / });
  const before = await rows.count();

  // Hold the scan a moment so the blocking overlay can be seen, as on a real provider.
  await page.route(SEARCH, async (route) => {
    await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start New Scan' }).click();
  const overlay = page.getByRole('dialog', { name: 'Scanning the Dark Web' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Please wait while we search for your information in data breaches...');
  await expect(overlay).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  await expect(page.getByText('Medium risk').first()).toBeVisible();

  // The newest scan opens first; its entries load only when asked (spec 001 §4, §8).
  await expect(page.getByText('No breach entries loaded for this scan').first()).toBeVisible();
  await page.getByRole('button', { name: 'Load Breach Entries' }).first().click();
  const adobe = page.getByLabel('Breach entry from Adobe').first();
  await expect(adobe).toBeVisible();
  await expect(adobe).not.toContainText('Sunshine2013');
  await adobe.getByRole('button', { name: 'Show password for Adobe' }).first().click();
  await expect(adobe).toContainText('Sunshine2013');
});
