import { expect, signInThroughApi, test } from '../support/fixtures';

const DARK = /(^|\s)dark(\s|$)/;

/** Spec 000 §4 "Dark mode", spec 001 §2 "Dark mode toggle". */
test.describe('dark mode', () => {
  test.beforeEach(async ({ page, user }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInThroughApi(page, user);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.firstName) })).toBeVisible();
  });

  test('Dark is applied, stored and kept across a reload', async ({ page }) => {
    const html = page.locator('html');
    await expect(html).not.toHaveClass(DARK);
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(html).toHaveClass(DARK);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(DARK);
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check();
    await expect(html).not.toHaveClass(DARK);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('System follows the OS preference live', async ({ page }) => {
    const html = page.locator('html');
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await expect(html).not.toHaveClass(DARK);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(DARK);
  });
});
