import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGatewayOnly, writeFixtureBuilds } from '../helpers/gateway.js';

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
    expect(gw.warnings()).toEqual([
      expect.stringMatching(/^shell is not built .*npm run build -w shell/),
      expect.stringMatching(/^mfe-auth is not built .*npm run build -w mfe-auth/),
      expect.stringMatching(/^mfe-onboarding is not built .*npm run build -w mfe-onboarding/),
      expect.stringMatching(/^mfe-dashboard is not built .*npm run build -w mfe-dashboard/),
      expect.stringMatching(/^mfe-darkweb is not built .*npm run build -w mfe-darkweb/),
    ]);
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
    expect(res.json()).toEqual([
      { name: 'auth', entry: '/remotes/auth/mf-manifest.json', version: 'unknown' },
      { name: 'onboarding', entry: '/remotes/onboarding/mf-manifest.json', version: 'unknown' },
      { name: 'dashboard', entry: '/remotes/dashboard/mf-manifest.json', version: 'unknown' },
      { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: 'unknown' },
    ]);
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
    expect(res.json()).toEqual([
      { name: 'auth', entry: 'https://cdn.example.com/auth/2.0.0/mf-manifest.json', version: '2.0.0' },
      { name: 'onboarding', entry: '/remotes/onboarding/mf-manifest.json', version: '0.3.0' },
      { name: 'dashboard', entry: '/remotes/dashboard/mf-manifest.json', version: '0.5.0-rc.1' },
      { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: '0.6.0' },
    ]);
  });

  it('stops serving the local build of a remote hosted elsewhere', async () => {
    expect((await gw.app.inject({ url: '/remotes/auth/remoteEntry.js' })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/remotes/dashboard/remoteEntry.js' })).statusCode).toBe(200);
    expect(gw.warnings()).toEqual([]);
  });
});
