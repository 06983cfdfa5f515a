/**
 * The superuser Remotes page (issue 18, independent deploy and rollback; issue 34): from the user
 * menu, a superuser sees every remote of the registry with its active version, what the browser
 * loads and reaches, and measures them again; a plain user gets neither the menu item nor the page.
 */
import { REMOTES } from '@lifeguard/contracts/remotes';
import { expect, signInThroughApi, test } from '../support/fixtures';

type RegistryEntry = { name: string; entry: string; version: string };

test('a superuser sees the six remotes with their versions, each reachable, and checks again', async ({
  page,
  makeUser,
}) => {
  const admin = await makeUser('remotes superuser', { superuser: true });
  const registry = (await (await page.request.get('/app/remotes.json')).json()) as RegistryEntry[];
  expect(registry.map(({ name }) => name)).toEqual(REMOTES.map(({ name }) => name));

  await signInThroughApi(page, admin);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: admin.email }).click();
  await page.getByRole('menuitem', { name: 'Remotes' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/remotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Remote registry' });
  await expect(table.getByRole('rowheader')).toHaveText(registry.map(({ name }) => name));
  for (const { name, entry, version } of registry) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    // Active version, canary, what this browser loads (version and manifest), status, load time.
    await expect(row.getByRole('cell').nth(0)).toHaveText(version);
    await expect(row.getByRole('cell').nth(1)).toHaveText('None');
    await expect(row.getByRole('cell').nth(2)).toContainText(version);
    await expect(row.getByRole('cell').nth(2)).toContainText(entry);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Reachable');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d[\d,]* ms$/);
  }
  await expect(page.getByText(`${registry.length} of ${registry.length} reachable.`)).toBeVisible();

  // Check again loads every manifest again, from the network.
  const manifests = registry.map(({ entry }) => new URL(entry, page.url()).href);
  const reloaded = manifests.map((url) => page.waitForResponse((response) => response.url() === url));
  await page.getByRole('button', { name: 'Check again' }).click();
  for (const response of await Promise.all(reloaded)) expect(response.status()).toBe(200);
  await expect(page.getByText(`${registry.length} of ${registry.length} reachable.`)).toBeVisible();
});

test('a plain user gets no Remotes page, in the menu or at its address', async ({ page, user }) => {
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: user.email }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remotes' })).toHaveCount(0);

  await page.goto('/app/admin/remotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
