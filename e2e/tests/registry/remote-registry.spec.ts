/**
 * The live remote registry (issue 34), as ops and a superuser use it: a second build of darkweb
 * published from the command line, activated then rolled back on the Remotes page, reaches the
 * next page load with no restart; a canary whose manifest answers 404 fails in users' browsers,
 * is reported, and is rolled back automatically, with the rollback in the audit list. These tests
 * change what every page loads: they run after the others, one at a time, and put it back.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, settings, signInThroughApi, test } from '../../support/fixtures';
import { E2E_CANARY_MIN_LOADS, productEnv, REPO_ROOT } from '../../support/product';

const FALLBACK = "This part of Lifeguard couldn't load";
const BUILD_ENTRY = '/remotes/darkweb/mf-manifest.json';

/** `npm run remote -- <args>` against the product under test; its output. */
async function remoteCli(args: string[]): Promise<string> {
  const command = [process.execPath, '--import', 'tsx', 'src/cli/remote.ts', ...args] as const;
  const { stdout } = await promisify(execFile)(command[0], command.slice(1), {
    cwd: join(REPO_ROOT, 'api'),
    env: productEnv(settings),
  });
  return stdout;
}

/** The darkweb entry of the registry the page's visitor gets now. */
async function darkwebEntry(page: Page): Promise<{ entry: string; version: string }> {
  const registry = (await (await page.request.get('/app/remotes.json')).json()) as {
    name: string;
    entry: string;
    version: string;
  }[];
  return registry.find((remote) => remote.name === 'darkweb')!;
}

/** Opens the dark web scan and answers the darkweb files the page loaded. */
async function openDarkWebScan(page: Page): Promise<string[]> {
  const files: string[] = [];
  const listener = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/darkweb/')) files.push(pathname);
  };
  page.on('request', listener);
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
  page.off('request', listener);
  return files;
}

test('a second build published from the command line, activated then rolled back on the Remotes page: each next page load follows', async ({
  page,
  makeUser,
}) => {
  const admin = await makeUser('registry superuser', { superuser: true });
  const published = `0.1.0-e2e.${Date.now()}`;
  await remoteCli(['publish', 'darkweb', published, '--manifest', join(REPO_ROOT, 'mfe-darkweb', 'dist')]);
  await signInThroughApi(page, admin);
  expect((await darkwebEntry(page)).entry).toBe(BUILD_ENTRY);

  await page.goto('/app/admin/remotes');
  await page.getByText(/^darkweb: \d+ versions/).click();
  await page.getByRole('button', { name: `Activate darkweb ${published}` }).click();
  await page
    .getByRole('dialog', { name: `Activate darkweb ${published}?` })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText(`darkweb ${published} is now active.`)).toBeVisible();

  const files = await openDarkWebScan(page);
  expect(files.length).toBeGreaterThan(1);
  expect(files.filter((path) => !path.startsWith(`/remotes/darkweb/${published}/`))).toEqual([]);

  await page.goto('/app/admin/remotes');
  await page.getByRole('button', { name: 'Roll back darkweb' }).click();
  await page
    .getByRole('dialog', { name: 'Roll back darkweb?' })
    .getByRole('button', { name: 'Roll back' })
    .click();
  await expect(page.getByText(/^darkweb was rolled back to /)).toBeVisible();
  expect((await darkwebEntry(page)).entry).toBe(BUILD_ENTRY);
  // A tab still on the published version gets its files.
  for (const path of files) expect((await page.request.get(path)).status(), path).toBe(200);
  const after = await openDarkWebScan(page);
  expect(after.filter((path) => path.startsWith(`/remotes/darkweb/${published}/`))).toEqual([]);

  await page.goto('/app/admin/remotes');
  const audit = page.getByRole('table', { name: 'Audit' });
  const rows = audit.getByRole('row').filter({ hasText: published });
  await expect(rows.filter({ hasText: 'Rolled back' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Activated' })).toContainText(admin.email);
  await expect(rows.filter({ hasText: 'Published' })).toContainText('command line');
});

test('a canary whose manifest answers 404 is rolled back automatically after its failed loads, and the audit shows it', async ({
  page,
  makeUser,
}) => {
  const broken = `9.9.9-broken.${Date.now()}`;
  await remoteCli([
    'publish',
    'darkweb',
    broken,
    '--manifest',
    `/remotes/darkweb/${broken}/mf-manifest.json`,
  ]);
  await remoteCli(['canary', 'darkweb', broken, '100']);
  const user = await makeUser('canary user');
  await signInThroughApi(page, user);
  expect((await darkwebEntry(page)).version).toBe(broken);

  for (let load = 0; load < E2E_CANARY_MIN_LOADS; load += 1) {
    await page.goto('/app/dark-web-scan');
    await expect(page.getByRole('alert').filter({ hasText: FALLBACK })).toBeVisible();
    // Leaving the page sends its load reports (pagehide).
    await page.goto('/app/settings');
  }
  await expect.poll(async () => (await darkwebEntry(page)).entry).toBe(BUILD_ENTRY);
  await openDarkWebScan(page);

  const admin = await makeUser('canary superuser', { superuser: true });
  await page.context().clearCookies();
  await signInThroughApi(page, admin);
  await page.goto('/app/admin/remotes');
  const row = page
    .getByRole('table', { name: 'Audit' })
    .getByRole('row')
    .filter({ hasText: 'Rolled back automatically' })
    .filter({ hasText: broken });
  await expect(row).toContainText(`${E2E_CANARY_MIN_LOADS} of ${E2E_CANARY_MIN_LOADS} loads failed (100 %)`);
  await expect(row).toContainText('Lifeguard (automatic)');
});
