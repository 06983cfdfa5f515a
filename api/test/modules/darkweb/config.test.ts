import { ConfigError, loadConfig } from '../../../src/config.js';

const base = {
  DATA_DIR: '/tmp/lifeguard-config-test',
  SECRET_KEY: 'config-test-secret-that-is-long-enough-012',
};

describe('breach search configuration (README "Dark web scan data")', () => {
  it('uses the local corpus unless a DeHashed key is set, and the secret key unless a breach key is', () => {
    expect(loadConfig(base).breach).toEqual({
      provider: 'local',
      encryptionKey: base.SECRET_KEY,
      dehashed: undefined,
    });
    const dehashed = loadConfig({ ...base, DEHASHED_API_KEY: 'k', DEHASHED_API_URL: 'http://127.0.0.1:9/' });
    expect(dehashed.breach).toMatchObject({
      provider: 'dehashed',
      dehashed: { apiKey: 'k', apiUrl: 'http://127.0.0.1:9' },
    });
    const forced = loadConfig({
      ...base,
      DEHASHED_API_KEY: 'k',
      BREACH_PROVIDER: 'local',
      BREACH_ENCRYPTION_KEY: 'b'.repeat(32),
    });
    expect(forced.breach).toMatchObject({ provider: 'local', encryptionKey: 'b'.repeat(32) });
  });

  it('refuses DeHashed without a key, a short breach key and an unknown provider', () => {
    expect(() => loadConfig({ ...base, BREACH_PROVIDER: 'dehashed' })).toThrow(
      new ConfigError('Invalid configuration: BREACH_PROVIDER=dehashed needs DEHASHED_API_KEY'),
    );
    expect(() => loadConfig({ ...base, BREACH_ENCRYPTION_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, BREACH_PROVIDER: 'hibp' })).toThrow(ConfigError);
  });
});
