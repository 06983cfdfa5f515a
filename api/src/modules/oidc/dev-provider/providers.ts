import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import { BoundedMap } from '../bounded-map.js';
import { createDevProvider, type DevAccount } from './provider.js';

/** One origin's development provider and its raw Node request handler. */
export type DevProviderEntry = { provider: Provider; handle: ReturnType<Provider['callback']> };

/**
 * The development providers, one per public origin (at most 8; with PUBLIC_URL unset the origin
 * comes from the Host header), sharing one RS256 signing key generated here and one account
 * list (the 1000 latest).
 */
export async function createDevProviders(secretKey: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
  const options = { secretKey, jwks: { keys: [jwk] }, accounts: new BoundedMap<string, DevAccount>(1000) };
  const entries = new BoundedMap<string, DevProviderEntry>(8);
  return {
    accounts: options.accounts,
    /** The provider whose issuer is `origin` + /dev-oidc, created on first use. */
    forOrigin(origin: string): DevProviderEntry {
      const key = new URL(origin).origin;
      let entry = entries.get(key);
      if (!entry) {
        const provider = createDevProvider(key, options);
        entry = { provider, handle: provider.callback() };
        entries.set(key, entry);
      }
      return entry;
    },
  };
}

export type DevProviders = Awaited<ReturnType<typeof createDevProviders>>;
