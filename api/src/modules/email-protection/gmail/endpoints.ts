import type { Config } from '../../../config.js';
import { devClientCredentials } from '../../oidc/dev-provider/client.js';
import { GOOGLE_STAND_IN_PREFIX } from '../../oidc/dev-provider/gmail/registration.js';

/**
 * Where the Gmail client talks to and as whom. URLs have no final slash; Gmail REST paths are
 * `${gmailBaseUrl}/gmail/v1/users/me/...`. `local`: the offline stand-in of the development
 * provider, reached through `app.inject` (see transport.ts).
 */
export type GmailEndpoints = {
  authBaseUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  gmailBaseUrl: string;
  clientId: string;
  clientSecret: string;
  local: boolean;
};

/**
 * Google's own endpoints with GOOGLE_CLIENT_ID/SECRET when set, else the offline stand-in at
 * `publicOrigin` (no final slash) with the development provider's client, the same choice as
 * Google sign-in (oidc/relying-party.ts). Null when neither is set up (OIDC_DEV_PROVIDER off):
 * email protection cannot connect then.
 */
export function gmailEndpoints(
  config: Pick<Config, 'oidc' | 'secretKey'>,
  publicOrigin: string,
): GmailEndpoints | null {
  const { google, devProvider } = config.oidc;
  if (google) {
    return {
      authBaseUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      gmailBaseUrl: 'https://gmail.googleapis.com',
      ...google,
      local: false,
    };
  }
  if (!devProvider) return null;
  const base = `${publicOrigin}${GOOGLE_STAND_IN_PREFIX}`;
  return {
    authBaseUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    revokeUrl: `${base}/revoke`,
    gmailBaseUrl: base,
    ...devClientCredentials(config.secretKey),
    local: true,
  };
}
