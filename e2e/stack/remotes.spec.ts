/**
 * Independent deploy and rollback through the compose topology (issue 18): a remote's service
 * started with another version is what the next page load gets, an earlier version stays
 * served for the tabs that use it, and a stopped remote is contained by the shell. Through the
 * live registry (issue 34): a build published and activated with `npm run remote`, then rolled
 * back, reaches every API replica behind the gateway from the next page load, with no restart.
 */
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../support/fixtures';
import { DEMO_USER, REPO_ROOT } from '../support/product';
import { STACK_ORIGIN } from '../stack.config';
import { apiEnvironment, stack, type StackProcess } from './control';

/** `npm run remote -- <args>` beside the stack's API; its output. */
async function remoteCli(args: string[]): Promise<string> {
  const env = { ...process.env, ...(await apiEnvironment()) };
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'remote', '--', ...args], {
    cwd: REPO_ROOT,
    env,
  });
  return stdout;
}

const FALLBACK = "This part of Lifeguard couldn't load";

/** GET `path` of one API replica, directly, as the gateway would ask it (its Host); the body. */
function replicaGet(replica: StackProcess, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: replica.address, port: replica.port, path, headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`${response.statusCode}: ${body}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/**
 * The entries of remote `name` in the registry as each API replica serves it now, asked of every
 * running replica directly (each looks at the builds again within 5 s, and the gateway may give
 * the next page to any of them): one entry once every replica sees the same version.
 */
async function entriesOf(name: string): Promise<string[]> {
  const { host } = new URL(STACK_ORIGIN);
  const replicas = (await stack.status()).filter((p) => p.service === 'api' && p.up);
  expect(replicas.length).toBeGreaterThan(0);
  const entries = new Set<string>();
  for (const replica of replicas) {
    const registry = JSON.parse(await replicaGet(replica, '/app/remotes.json', host)) as {
      name: string;
      entry: string;
    }[];
    entries.add(registry.find((remote) => remote.name === name)?.entry ?? 'none');
  }
  return [...entries];
}

/** The pids of every process but those of `service`: they must not change. */
const othersOf = (processes: StackProcess[], service: string) =>
  processes.filter((p) => p.service !== service).map(({ id, pid }) => ({ id, pid }));

/** Opens the dashboard and answers the dashboard files the page loaded. */
async function openDashboard(page: Page): Promise<string[]> {
  const files: string[] = [];
  const listener = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/dashboard/')) files.push(pathname);
  };
  page.on('request', listener);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: 'Dismiss scan summary' })).toBeVisible();
  page.off('request', listener);
  return files;
}

test('a remote promoted then rolled back: each new page load gets the current version, the rest keeps serving', async ({
  page,
}) => {
  const [current = ''] = await entriesOf('dashboard');
  const earlier = /^\/remotes\/dashboard\/([^/]+)\/mf-manifest\.json$/.exec(current)?.[1];
  expect(earlier, `a versioned entry, not ${current}`).toBeTruthy();
  const promoted = `${earlier}-e2e.${Date.now()}`;
  const before = await stack.status();

  await stack.restart('mfe-dashboard', { APP_VERSION: promoted });
  await expect
    .poll(() => entriesOf('dashboard'))
    .toEqual([`/remotes/dashboard/${promoted}/mf-manifest.json`]);
  await signInThroughApi(page, DEMO_USER);
  const promotedFiles = await openDashboard(page);
  expect(promotedFiles.length).toBeGreaterThan(1);
  expect(promotedFiles.filter((path) => !path.startsWith(`/remotes/dashboard/${promoted}/`))).toEqual([]);

  // Rolling back is starting the service with the version it had: docker-compose.yml's.
  await stack.restart('mfe-dashboard');
  await expect.poll(() => entriesOf('dashboard')).toEqual([current]);
  // A tab opened on the promoted version still gets its files.
  for (const path of promotedFiles) expect((await page.request.get(path)).status(), path).toBe(200);
  const rolledBackFiles = await openDashboard(page);
  expect(rolledBackFiles.filter((path) => !path.startsWith(`/remotes/dashboard/${earlier}/`))).toEqual([]);
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();

  // No other service was restarted, the API replicas included.
  expect(othersOf(await stack.status(), 'mfe-dashboard')).toEqual(othersOf(before, 'mfe-dashboard'));
});

test('a build published and activated with npm run remote, then rolled back: the next page load of every replica follows, no restart', async ({
  page,
}) => {
  const [current = ''] = await entriesOf('darkweb');
  const earlier = /^\/remotes\/darkweb\/([^/]+)\/mf-manifest\.json$/.exec(current)?.[1];
  expect(earlier, `a versioned entry, not ${current}`).toBeTruthy();
  const before = await stack.status();
  const { APPS_DIR: apps = '' } = await apiEnvironment();
  const published = `${earlier}-published.${Date.now()}`;
  const entry = `/remotes/darkweb/${published}/mf-manifest.json`;

  await remoteCli(['publish', 'darkweb', published, '--manifest', join(apps, 'mfe-darkweb', 'current')]);
  // Published is not served yet.
  expect(await entriesOf('darkweb')).toEqual([current]);
  await remoteCli(['activate', 'darkweb', published]);
  expect(await entriesOf('darkweb')).toEqual([entry]);
  await signInThroughApi(page, DEMO_USER);
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/darkweb/')) files.push(pathname);
  });
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
  expect(files.length).toBeGreaterThan(1);
  expect(files.filter((path) => !path.startsWith(`/remotes/darkweb/${published}/`))).toEqual([]);

  await remoteCli(['rollback', 'darkweb']);
  expect(await entriesOf('darkweb')).toEqual([current]);
  // The tab that loaded the published version still gets its files.
  for (const path of files) expect((await page.request.get(path)).status(), path).toBe(200);
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();

  const { audit } = JSON.parse(await remoteCli(['list', '--json'])) as {
    audit: { action: string; version: string; remote: string }[];
  };
  const mine = audit
    .filter((row) => row.remote === 'darkweb')
    .slice(0, 3)
    .map((row) => [row.action, row.version]);
  expect(mine).toEqual([
    ['rolled_back', earlier],
    ['activated', published],
    ['published', published],
  ]);
  // No process was restarted.
  expect((await stack.status()).map(({ id, pid }) => ({ id, pid }))).toEqual(
    before.map(({ id, pid }) => ({ id, pid })),
  );
});

test('a stopped remote service shows its contained fallback, and every other area works', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_USER);
  await stack.stop('mfe-darkweb');
  try {
    await page.goto('/app/dark-web-scan');
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await fallback.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Dismiss scan summary' })).toBeVisible();
    await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
    await expect(page.getByRole('complementary', { name: 'Security assistant' })).toBeVisible();
    await page.goto('/app/login');
    // Signed in, the login route sends to the dashboard: the auth remote still answers.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  } finally {
    await stack.restart('mfe-darkweb');
  }
  await page.goto('/app/dark-web-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
});
