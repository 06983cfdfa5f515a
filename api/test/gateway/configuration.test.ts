import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_DIRS } from '@lifeguard/contracts/remotes';
import { buildGatewayOnly, expectedRemotes, fixtureVersion, writeFixtureBuilds } from '../helpers/gateway.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('gateway without builds', () => {
  const root = mkdtempSync(join(tmpdir(), 'lifeguard-no-builds-'));
  roots.push(root);
  let gw: Awaited<ReturnType<typeof buildGatewayOnly>>;
  beforeAll(async () => {
    gw = await buildGatewayOnly(root);
  });
  afterAll(() => gw.app.close());

  it('starts, naming each missing build and the command that makes it', () => {
    expect(gw.warnings()).toEqual(
      APP_DIRS.map((dir) =>
        expect.stringMatching(new RegExp(`^${dir} is not built .*npm run build -w ${dir}`)),
      ),
    );
  });

  it('answers pages with a plain 503 explanation, assets with 404', async () => {
    for (const url of ['/app/', '/app/login']) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 503]);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('npm run build -w shell');
    }
    expect((await gw.app.inject({ url: '/app/main.3f2a91c0.js' })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/remotes/auth/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('still lists the remotes, versions unknown', async () => {
    const res = await gw.app.inject({ url: '/app/remotes.json' });
    expect(res.json()).toEqual(expectedRemotes(() => 'unknown'));
  });
});

describe('gateway with REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION', () => {
  const root = writeFixtureBuilds();
  roots.push(root);
  let gw: Awaited<ReturnType<typeof buildGatewayOnly>>;
  beforeAll(async () => {
    gw = await buildGatewayOnly(root, {
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/2.0.0/mf-manifest.json',
      REMOTE_AUTH_VERSION: '2.0.0',
      REMOTE_DASHBOARD_VERSION: '0.5.0-rc.1',
    });
  });
  afterAll(() => gw.app.close());

  it('points the shell at them in remotes.json', async () => {
    const res = await gw.app.inject({ url: '/app/remotes.json' });
    expect(res.json()).toEqual(
      expectedRemotes(fixtureVersion, {
        auth: { entry: 'https://cdn.example.com/auth/2.0.0/mf-manifest.json', version: '2.0.0' },
        dashboard: { entry: '/remotes/dashboard/mf-manifest.json', version: '0.5.0-rc.1' },
      }),
    );
  });

  it('stops serving the local build of a remote hosted elsewhere', async () => {
    expect((await gw.app.inject({ url: '/remotes/auth/remoteEntry.js' })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/remotes/dashboard/remoteEntry.js' })).statusCode).toBe(200);
    expect(gw.warnings()).toEqual([]);
  });
});
