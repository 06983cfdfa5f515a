/**
 * The gateway over the builds the app services keep under compose (APPS_DIR, issue 18):
 * versioned remote entries, every version kept, and a deploy or rollback picked up by the next
 * page without a restart.
 */
import { cpSync, mkdtempSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { REMOTES } from '@lifeguard/contracts/remotes';
import { buildGatewayOnly, writeFixtureBuilds } from '../helpers/gateway.js';

/**
 * An `apps` volume as ops/app/entrypoint.sh leaves it: each app's fixture build as `version`,
 * `current` pointing at it, the shell's files also in `files/`.
 */
function writeVolume(version: string): string {
  const repository = writeFixtureBuilds();
  const volume = mkdtempSync(join(tmpdir(), 'lifeguard-apps-'));
  for (const dir of ['shell', ...REMOTES.map((r) => r.dir)]) deploy(volume, repository, dir, version);
  cpSync(join(repository, 'shell', 'dist'), join(volume, 'shell', 'files'), { recursive: true });
  return volume;
}

/** What the entrypoint does when a service starts with `version`: keep it, point `current` at it. */
function deploy(volume: string, repository: string, dir: string, version: string) {
  cpSync(join(repository, dir, 'dist'), join(volume, dir, 'versions', version), { recursive: true });
  symlinkSync(`versions/${version}`, join(volume, dir, '.current-next'));
  renameSync(join(volume, dir, '.current-next'), join(volume, dir, 'current'));
}

const registryOf = async (app: Awaited<ReturnType<typeof buildGatewayOnly>>['app']) =>
  (await app.inject({ method: 'GET', url: '/app/remotes.json' })).json() as {
    name: string;
    entry: string;
    version: string;
  }[];

describe('gateway over the app services’ builds (APPS_DIR)', () => {
  afterEach(() => jest.useRealTimers());

  it('lists each remote at its current version, served from that version’s folder', async () => {
    const volume = writeVolume('2.0.0');
    const { app } = await buildGatewayOnly('/nonexistent', { APPS_DIR: volume });
    const registry = await registryOf(app);
    expect(registry).toEqual(
      REMOTES.map(({ name }) => ({
        name,
        entry: `/remotes/${name}/2.0.0/mf-manifest.json`,
        version: '2.0.0',
      })),
    );
    const manifest = await app.inject({ method: 'GET', url: '/remotes/auth/2.0.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'auth', name: 'auth' });
    const page = await app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/remotes/dashboard/2.0.0/mf-manifest.json');
    await app.close();
  });

  it('picks a deploy and a rollback up at the next look, keeping every version served', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const volume = writeVolume('1.0.0');
    const repository = writeFixtureBuilds();
    const { app } = await buildGatewayOnly('/nonexistent', { APPS_DIR: volume });
    const dashboardEntry = async () => (await registryOf(app)).find((r) => r.name === 'dashboard')?.entry;
    expect(await dashboardEntry()).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');

    deploy(volume, repository, 'mfe-dashboard', '1.1.0');
    jest.advanceTimersByTime(5_001);
    expect(await dashboardEntry()).toBe('/remotes/dashboard/1.1.0/mf-manifest.json');
    const page = await app.inject({ method: 'GET', url: '/app/' });
    expect(page.body).toContain('/remotes/dashboard/1.1.0/mf-manifest.json');

    // Rolled back: `current` points at the version kept before.
    symlinkSync('versions/1.0.0', join(volume, 'mfe-dashboard', '.current-next'));
    renameSync(join(volume, 'mfe-dashboard', '.current-next'), join(volume, 'mfe-dashboard', 'current'));
    jest.advanceTimersByTime(5_001);
    expect(await dashboardEntry()).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');
    for (const version of ['1.0.0', '1.1.0']) {
      const entry = await app.inject({ method: 'GET', url: `/remotes/dashboard/${version}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
    }
    await app.close();
  });

  it('serves the shell’s files of every version it was given', async () => {
    const volume = writeVolume('1.0.0');
    const { app } = await buildGatewayOnly('/nonexistent', { APPS_DIR: volume });
    const main = await app.inject({ method: 'GET', url: '/app/main.3f2a91c0.js' });
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toContain('immutable');
    await app.close();
  });
});
