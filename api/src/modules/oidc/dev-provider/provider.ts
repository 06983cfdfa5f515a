import type { JWK } from 'jose';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { callbackPath } from '../callback-url.js';
import { derivedKey } from '../keys.js';
import { DEV_PROVIDER_PREFIX, devClientCredentials } from './client.js';
import { errorPage } from './page.js';
import type { DevProviderStorage } from './storage.js';

const SCOPES = ['openid', 'email', 'profile'];
const TEN_MINUTES = 10 * 60;

export type DevProviderOptions = {
  secretKey: string;
  /** Signing keys (private JWKs) of the provider. */
  jwks: { keys: JWK[] };
  /** Its models and the accounts the sign-in page fills, shared by every API process. */
  storage: DevProviderStorage;
};

/** The base policy, plus: sign-in is asked at every authorization, as Google's account chooser. */
function signInEveryTime() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  const ask = new Check('dev_sign_in', 'The development provider asks who signs in', (ctx) =>
    ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
  );
  policy.get('login')?.checks.add(ask);
  return policy;
}

/** Consent is implied: our server is the only client, so it gets every scope it asks for. */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { provider, client, session, params } = ctx.oidc;
  const grant = new provider.Grant({ clientId: client?.clientId, accountId: session?.accountId });
  grant.addOIDCScope(String(params?.scope ?? 'openid'));
  await grant.save();
  return grant;
}

/**
 * The local development OpenID provider (oidc-provider) as seen from `origin`: issuer
 * `<origin>/dev-oidc`, one confidential client (our server, client_secret_post, redirect URI on
 * the same origin), PKCE S256 required, cookies signed with a key derived from SECRET_KEY, and
 * our own sign-in page (routes.ts) at `/dev-oidc/interaction/<uid>`. Its state (interactions,
 * codes, sessions) lasts 10 minutes at most, in the database (storage.ts).
 */
export function createDevProvider(origin: string, { secretKey, jwks, storage }: DevProviderOptions) {
  const { clientId, clientSecret } = devClientCredentials(secretKey);
  const provider = new Provider(`${origin}${DEV_PROVIDER_PREFIX}`, {
    adapter: storage.adapter,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${origin}${callbackPath('google')}`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: {
      keys: [derivedKey(secretKey, 'dev-oidc cookies')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: {
      policy: signInEveryTime(),
      url: (_ctx, interaction) => `${DEV_PROVIDER_PREFIX}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: grantRequestedScopes,
    findAccount: async (_ctx, sub) => {
      const account = await storage.accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    ttl: {
      AccessToken: TEN_MINUTES,
      AuthorizationCode: 60,
      IdToken: TEN_MINUTES,
      Interaction: TEN_MINUTES,
      Session: TEN_MINUTES,
      Grant: TEN_MINUTES,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  });
  // Our mount sets X-Forwarded-Host/Proto from the public origin, so URLs match the issuer.
  provider.proxy = true;
  return provider;
}
