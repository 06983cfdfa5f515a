import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config.js';

/** MOBILE_APP_REDIRECT_URI and MOBILE_TOKEN_RATE_LIMIT, validated at start. */
describe('mobile handoff configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-mobile-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(32), ...env });

  it('defaults to lifeguard://auth/callback and 10 exchanges a minute', () => {
    const config = load();
    expect(config.mobileAppRedirectUri).toBe('lifeguard://auth/callback');
    expect(config.rateLimits.mobileToken).toBe(10);
  });

  it.each(['com.lifeguard.app:/oauth2redirect', 'https://lifeguard.example/mobile/callback?from=web'])(
    'accepts %s',
    (uri) => {
      expect(load({ MOBILE_APP_REDIRECT_URI: uri }).mobileAppRedirectUri).toBe(uri);
    },
  );

  it.each([
    ['a relative path', '/mobile/callback'],
    ['no scheme', 'lifeguard.example/callback'],
    ['a fragment', 'lifeguard://auth/callback#code'],
    ['spaces', 'lifeguard://auth/ callback'],
    ['a script scheme', 'javascript:alert(1)'],
  ])('refuses %s', (_name, uri) => {
    expect(() => load({ MOBILE_APP_REDIRECT_URI: uri })).toThrow(ConfigError);
    expect(() => load({ MOBILE_APP_REDIRECT_URI: uri })).toThrow(/MOBILE_APP_REDIRECT_URI/);
  });

  it('refuses a rate limit below 1', () => {
    expect(() => load({ MOBILE_TOKEN_RATE_LIMIT: '0' })).toThrow(/MOBILE_TOKEN_RATE_LIMIT/);
  });
});
