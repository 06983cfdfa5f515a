import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { BoundedMap } from './bounded-map.js';
import { callbackPath } from './callback-url.js';
import { DEV_PROVIDER_PREFIX, devClientCredentials } from './dev-provider/client.js';
import type { Flow } from './flow.js';
import { injectFetch } from './inject-fetch.js';

const GOOGLE_ISSUER = new URL('https://accounts.google.com');
/** What we ask the provider for: an ID token, the email and the names (spec 000 §4). */
const SCOPE = 'openid email profile';
/** Seconds to wait for the provider's discovery, token and userinfo answers. */
const PROVIDER_TIMEOUT = 10;

/** The identity claims we read (spec 000 §4 "Google sign-in"), plus whatever else came. */
export type ProviderClaims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  [claim: string]: unknown;
};

/** The provider behind Google sign-in, seen from one origin, and our client there. */
type ProviderSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The local development provider: reached through `app.inject`, plain HTTP allowed. */
  local: boolean;
};

/**
 * Our server as an OpenID Connect relying party (openid-client): Google when GOOGLE_CLIENT_ID
 * is set, else the development provider of the public origin. Each issuer is discovered on
 * first use and kept; a failed discovery is forgotten, so the next sign-in tries again.
 */
export function createRelyingParty(app: FastifyInstance) {
  const { google, devProvider } = app.config.oidc;
  const configurations = new BoundedMap<string, Promise<client.Configuration>>(8);

  const discover = (settings: ProviderSettings) => {
    const key = settings.issuer.href;
    let pending = configurations.get(key);
    if (!pending) {
      const local = settings.local
        ? { [client.customFetch]: injectFetch(app), execute: [client.allowInsecureRequests] }
        : {};
      pending = client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT,
        ...local,
      });
      pending.catch(() => configurations.delete(key));
      configurations.set(key, pending);
    }
    return pending;
  };

  return {
    /** The provider behind Google sign-in for users on `origin`, or null when none is set up. */
    settingsFor(origin: string): ProviderSettings | null {
      if (google) return { issuer: GOOGLE_ISSUER, ...google, local: false };
      if (!devProvider) return null;
      const issuer = new URL(`${origin}${DEV_PROVIDER_PREFIX}`);
      return { issuer, ...devClientCredentials(app.config.secretKey), local: true };
    },

    /** The provider's authorization URL for `flow` (code flow, PKCE S256, state, nonce). */
    async authorizationUrl(settings: ProviderSettings, origin: string, flow: Flow): Promise<URL> {
      const configuration = await discover(settings);
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: `${origin}${callbackPath(flow.provider)}`,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /**
     * Finishes the flow at `currentUrl` (our callback URL as the browser requested it): checks
     * state, exchanges the code with the PKCE verifier, validates the ID token and its nonce, then
     * adds the userinfo claims. Throws openid-client's errors (AuthorizationResponseError for an
     * `error` answer such as access_denied).
     */
    async claims(settings: ProviderSettings, currentUrl: URL, flow: Flow): Promise<ProviderClaims> {
      const configuration = await discover(settings);
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      return { ...idToken, ...userinfo };
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
