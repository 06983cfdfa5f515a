import type { ProviderId } from '@lifeguard/contracts/allauth';
import type { Provider } from '@lifeguard/contracts/schemas/allauth-account';
import type { Config } from '../../config.js';

/** Display names of the providers (allauth's provider `name`). */
const NAMES: Record<ProviderId, string> = { google: 'Google' };

/**
 * allauth's Provider description of `id` (issue 16 §1, §4): `{id, name, flows}`, with Google's
 * `client_id` when GOOGLE_CLIENT_ID is set; the development provider's (/dev-oidc, its stand-in)
 * is not published. What `GET /config` and `GET /account/providers` both answer.
 */
export function providerOf(config: Pick<Config, 'oidc'>, id: ProviderId = 'google'): Provider {
  const { google } = config.oidc;
  return {
    id,
    name: NAMES[id],
    flows: ['provider_redirect'],
    ...(google ? { client_id: google.clientId } : {}),
  };
}

/** The providers a visitor can sign in with: Google, or its stand-in; none when neither is set up. */
export function offeredProviders(config: Pick<Config, 'oidc'>): Provider[] {
  const { google, devProvider } = config.oidc;
  return google || devProvider ? [providerOf(config)] : [];
}
