/**
 * The help centre (issue 33 item 1): from the signed-in sidebar, Help and Support opens our own
 * /help/ in the same tab; a search for "two-factor" finds the article on two-factor sign-in,
 * which opens at its stable address; the search works without JavaScript; every page of it has
 * no serious or critical axe violation, in light and in dark.
 */
import type { Page } from '@playwright/test';
import { blockingViolations, settle } from '../support/axe';
import { expect, signInThroughApi, test } from '../support/fixtures';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the help centre' });
const results = (page: Page) => page.getByRole('region', { name: /match/ });

/** Searches the help centre for `words` through its form, as a visitor does. */
async function search(page: Page, words: string) {
  await searchBox(page).fill(words);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/help/?q=${words.replaceAll(' ', '+')}`);
}

test('Help and Support opens /help/, where a search finds the article on two-factor sign-in', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  const help = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help and Support' });
  await expect(help).toHaveAttribute('href', '/help/');
  await help.click();
  await expect(page).toHaveURL('/help/');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  await search(page, 'two-factor');
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
    /^\d+ articles? match(es)? “two-factor”$/,
  );
  await expect(searchBox(page)).toHaveValue('two-factor');
  await results(page).getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page).toHaveURL('/help/two-factor-sign-in/');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('10 recovery codes');
});

test('the search works without JavaScript, and says when nothing matches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/help/');
  await search(page, 'authenticator');
  await expect(results(page).getByRole('link', { name: 'Two-factor sign-in' })).toBeVisible();
  await search(page, 'banana bread');
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
    'No articles match “banana bread”',
  );
  await expect(searchBox(page)).toHaveValue('banana bread');
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the help centre has no serious or critical axe violations, ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of [
      '/help/',
      '/help/?q=two-factor',
      '/help/?q=banana',
      '/help/two-factor-sign-in/',
      '/help/recognizing-phishing-emails/',
      '/help/no-such-article/',
    ]) {
      await test.step(url, async () => {
        await page.goto(url);
        await settle(page);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
