import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Database } from '../../../db/database.js';
import { databaseStorage } from './storage.js';

/** The development provider and its raw Node request handler. */
export type DevProviderEntry = { provider: Provider; handle: ReturnType<Provider['callback']> };

/**
 * The development provider of the configured public origin (`origin()`, issue 15 §1: never a
 * request's Host), its issuer that origin + /dev-oidc, its state and accounts in `db` (shared
 * by every API process), and an RS256 signing key generated for it: this process's own, as the
 * ID tokens it signs go only to this process's relying party (through app.inject). The provider
 * is created on first use, when a PORT=0 server knows its port; oidc-provider and Koa (about
 * 500 modules) are loaded and the key generated then, not at every start.
 */
export function createDevProviders(secretKey: string, origin: () => string, db: Database) {
  const storage = databaseStorage(db);
  let entry: Promise<DevProviderEntry> | undefined;
  const create = async (): Promise<DevProviderEntry> => {
    const [{ createDevProvider }, { privateKey }] = await Promise.all([
      import('./provider.js'),
      generateKeyPair('RS256', { extractable: true }),
    ]);
    const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
    const provider = createDevProvider(new URL(origin()).origin, {
      secretKey,
      jwks: { keys: [jwk] },
      storage,
    });
    return { provider, handle: provider.callback() };
  };
  return {
    accounts: storage.accounts,
    /** The provider, created at the first call; a failed creation is tried again at the next. */
    current(): Promise<DevProviderEntry> {
      entry ??= create().catch((error: unknown) => {
        entry = undefined;
        throw error;
      });
      return entry;
    },
  };
}

export type DevProviders = ReturnType<typeof createDevProviders>;
