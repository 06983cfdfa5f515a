import { derivedKey } from '../keys.js';

/** Path under which the development provider is mounted; its issuer is the public origin + this. */
export const DEV_PROVIDER_PREFIX = '/dev-oidc';

/**
 * The one client registered at the development provider, our own server, as Google would list
 * it: a client id and a secret (derived from SECRET_KEY, so both sides agree without storage).
 */
export function devClientCredentials(secretKey: string) {
  return {
    clientId: 'lifeguard',
    clientSecret: derivedKey(secretKey, 'dev-oidc client').toString('base64url'),
  };
}
