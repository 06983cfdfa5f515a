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
    });
  });

  it('generates SECRET_KEY once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SECRET_KEY: 'short' }, /SECRET_KEY/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SESSION_COOKIE_SECURE: 'maybe' }, /SESSION_COOKIE_SECURE/],
  ])('rejects %p with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(pattern);
  });
});
