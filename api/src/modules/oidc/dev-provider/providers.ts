import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Database } from '../../../db/database.js';
import { createDevProvider } from './provider.js';
import { databaseStorage } from './storage.js';

/** The development provider and its raw Node request handler. */
export type DevProviderEntry = { provider: Provider; handle: ReturnType<Provider['callback']> };

/**
 * The development provider of the configured public origin (`origin()`, issue 15 §1: never a
 * request's Host), its issuer that origin + /dev-oidc, its state and accounts in `db` (shared
 * by every API process), and an RS256 signing key generated here: this process's own, as the
 * ID tokens it signs go only to this process's relying party (through app.inject). Created on
 * first use, when a PORT=0 server knows its port.
 */
export async function createDevProviders(secretKey: string, origin: () => string, db: Database) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
  const storage = databaseStorage(db);
  const options = { secretKey, jwks: { keys: [jwk] }, storage };
  let entry: DevProviderEntry | undefined;
  return {
    accounts: storage.accounts,
    /** The provider, created on first use. */
    current(): DevProviderEntry {
      if (!entry) {
        const provider = createDevProvider(new URL(origin()).origin, options);
        entry = { provider, handle: provider.callback() };
      }
      return entry;
    },
  };
}

export type DevProviders = Awaited<ReturnType<typeof createDevProviders>>;
