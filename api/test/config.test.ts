import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      mailFrom: 'Lifeguard <no-reply@lifeguard.local>',
      sessionCookieSecure: false,
      logLevel: 'info',
      pgliteSocketPort: 5433,
      refreshTokenAbsoluteDays: 30,
      remotes: {
        auth: { url: undefined, version: undefined },
        onboarding: { url: undefined, version: undefined },
        dashboard: { url: undefined, version: undefined },
        darkweb: { url: undefined, version: undefined },
      },
    });
  });

  it('reads REMOTE_<NAME>_URL (absolute URL or path) and REMOTE_<NAME>_VERSION', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/2.0.0/mf-manifest.json',
      REMOTE_AUTH_VERSION: '2.0.0',
      REMOTE_DASHBOARD_URL: '/remotes-next/dashboard/mf-manifest.json',
    });
    expect(config.remotes).toEqual({
      auth: { url: 'https://cdn.example.com/auth/2.0.0/mf-manifest.json', version: '2.0.0' },
      onboarding: { url: undefined, version: undefined },
      dashboard: { url: '/remotes-next/dashboard/mf-manifest.json', version: undefined },
      darkweb: { url: undefined, version: undefined },
      assistant: { url: undefined, version: undefined },
      teams: { url: undefined, version: undefined },
    });
  });

  it('generates SECRET_KEY once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8')).toBe(first);
  });

  it('reads the settings of several processes: MIGRATE, WORKER_PORT, TRUST_PROXY (issue 18)', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      migrate: true,
      trustProxy: false,
      jobs: { workerPort: 8081 },
    });
    expect(loadConfig({ DATA_DIR: dataDir, MIGRATE: 'false', WORKER_PORT: '9090' })).toMatchObject({
      migrate: false,
      jobs: { workerPort: 9090 },
    });
    const trusted = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(['true', 'false', '1', '10.0.0.0/8,::1'].map(trusted)).toEqual([
      true,
      false,
      1,
      ['10.0.0.0/8', '::1'],
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ MIGRATE: 'sometimes' }, /MIGRATE/],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }, /TRUST_PROXY/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SECRET_KEY: 'short' }, /SECRET_KEY/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SESSION_COOKIE_SECURE: 'maybe' }, /SESSION_COOKIE_SECURE/],
    [{ REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS: '0' }, /REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS/],
    [{ REMOTE_AUTH_URL: 'remotes/auth/mf-manifest.json' }, /REMOTE_AUTH_URL/],
    [{ REMOTE_AUTH_URL: 'ftp://cdn.example.com/mf-manifest.json' }, /REMOTE_AUTH_URL/],
    [{ REMOTE_DASHBOARD_URL: '//cdn.example.com/mf-manifest.json' }, /REMOTE_DASHBOARD_URL/],
    [{ REMOTE_DASHBOARD_VERSION: '1.0 beta' }, /REMOTE_DASHBOARD_VERSION/],
  ])('rejects %p with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(pattern);
  });
});
