import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import { BoundedMap } from '../bounded-map.js';
import { createDevProvider, type DevAccount } from './provider.js';

/** The development provider and its raw Node request handler. */
export type DevProviderEntry = { provider: Provider; handle: ReturnType<Provider['callback']> };

/**
 * The development provider of the configured public origin (`origin()`, issue 15 §1: never a
 * request's Host), its issuer that origin + /dev-oidc, with an RS256 signing key generated here
 * and the 1000 latest accounts. Created on first use, when a PORT=0 server knows its port.
 */
export async function createDevProviders(secretKey: string, origin: () => string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
  const options = { secretKey, jwks: { keys: [jwk] }, accounts: new BoundedMap<string, DevAccount>(1000) };
  let entry: DevProviderEntry | undefined;
  return {
    accounts: options.accounts,
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
