/**
 * A dev loop for one remote (issue 34 item 6): `npm run dev -w mfe-darkweb` serves the remote
 * from a development server; a superuser points their own browser at it from the Remotes page,
 * sees the 'DEV' badge (spec 001 §2), and nobody else's pages change. Runs after the other
 * browser tests (the registry project), and clears the override it set.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, signInThroughApi, test } from '../../support/fixtures';
import { REPO_ROOT } from '../../support/product';

/** A free loopback port for the development server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether `url` answers 200 now. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test('a superuser loads darkweb from its development server in their own browser only, with the DEV badge', async ({
  page,
  browser,
  makeUser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  const devServer = spawn('npm', ['run', 'dev', '-w', 'mfe-darkweb'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect.poll(() => answers(manifest), { timeout: 120_000, intervals: [500] }).toBe(true);

    const admin = await makeUser('dev loop superuser', { superuser: true });
    await signInThroughApi(page, admin);
    await page.goto('/app/admin/remotes');
    const form = page.getByRole('form', { name: 'Use a development server' });
    await form.getByLabel('Remote').selectOption('darkweb');
    await form.getByLabel('Manifest URL').fill(manifest);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`This browser loads darkweb from ${manifest}.`)).toBeVisible();

    const fromDevServer: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`)) fromDevServer.push(request.url());
    });
    await page.goto('/app/dark-web-scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
    expect(fromDevServer).toContain(manifest);
    expect(fromDevServer.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await page.getByRole('button', { name: admin.email }).click();
    await expect(page.getByText('DEV', { exact: true })).toBeVisible();

    // Another user's browser keeps the published version, without the badge.
    const other = await browser.newPage();
    try {
      const user = await makeUser('dev loop bystander');
      await signInThroughApi(other, user);
      const registry = (await (await other.request.get('/app/remotes.json')).json()) as {
        name: string;
        entry: string;
      }[];
      expect(registry.find((remote) => remote.name === 'darkweb')!.entry).toBe(
        '/remotes/darkweb/mf-manifest.json',
      );
      await other.goto('/app/dark-web-scan');
      await expect(other.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
      await other.getByRole('button', { name: user.email }).click();
      await expect(other.getByText(user.email).first()).toBeVisible();
      await expect(other.getByText('DEV', { exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }

    await page.goto('/app/admin/remotes');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(/The development server was cleared for this browser\./)).toBeVisible();
    const registry = (await (await page.request.get('/app/remotes.json')).json()) as {
      name: string;
      dev?: true;
    }[];
    expect(registry.some((remote) => remote.dev)).toBe(false);
  } finally {
    if (devServer.pid) process.kill(-devServer.pid, 'SIGTERM');
  }
});
