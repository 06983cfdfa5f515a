import type { ProviderId } from '@lifeguard/contracts/allauth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as client from 'openid-client';
import { auditRefusal } from '../../plugins/impersonation-trail.js';
import { authenticationMethods } from '../auth/methods.js';
import { createSocialAccounts, type SignInRefusal } from './accounts.js';
import { DEFAULT_CALLBACK_URL, callbackLocation } from './callback-url.js';
import { connectingSession, finishConnect, type ConnectError } from './connect.js';
import { createFlowCookie, type Flow } from './flow.js';
import { createProviderAccounts } from './provider-accounts.js';
import { createRelyingParty } from './relying-party.js';

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcService;
  }
}

/** A validated provider redirect form (spec 000 §7): a known provider, a same-origin `callbackUrl`. */
export type SignInStart = Pick<Flow, 'provider' | 'process' | 'callbackUrl'>;

/** allauth's error codes on the callback URL, plus ours for a provider that is not set up. */
type SignInError = 'cancelled' | 'unknown' | 'provider_unavailable' | SignInRefusal | ConnectError;

const describe = (error: unknown) => ({
  reason: error instanceof Error ? error.message : String(error),
  code: (error as { code?: unknown }).code,
});

/**
 * Google sign-in as an OpenID Connect authorization-code flow with PKCE, state and nonce
 * (spec 000 §4), as allauth's headless provider redirect and provider callback do it.
 */
function createOidcService(app: FastifyInstance) {
  const relyingParty = createRelyingParty(app);
  const flows = createFlowCookie(app.config.secretKey, app.config.sessionCookieSecure);
  const accounts = createSocialAccounts(app.db, app.users);
  const providerAccounts = createProviderAccounts(app.db, app.config);

  /** Logs why (never a token) and answers `callbackUrl?error=<error>&error_process=<process>`. */
  const failed = (
    request: FastifyRequest,
    why: object,
    { callbackUrl, process }: Pick<Flow, 'callbackUrl'> & Partial<Flow>,
    error: SignInError,
  ) => {
    request.log.warn({ ...why, error }, 'Google sign-in failed');
    return callbackLocation(callbackUrl, process ? { error, error_process: process } : { error });
  };

  return {
    /** The user's connected provider accounts (issue 16 §4): list, disconnect, connect. */
    providerAccounts,

    /**
     * Starts a sign-in: keeps a new flow in the flow cookie and answers the provider's
     * authorization URL; when no provider is set up or its discovery fails, answers
     * `callbackUrl?error=provider_unavailable&error_process=<process>` instead. A connect
     * (issue 16 §4) belongs to the signed-in session: without one (or while impersonating, then
     * audited `refused`) it answers `callbackUrl?error=permission_denied&error_process=connect`
     * (allauth's code).
     */
    async start(request: FastifyRequest, reply: FastifyReply, start: SignInStart): Promise<string> {
      const connecting = start.process === 'connect' ? await connectingSession(request) : null;
      if (start.process === 'connect' && !connecting) {
        // A superuser's connect while impersonating is on the staff audit (issue 30 item 1).
        const current = await request.currentSession();
        if (current) await auditRefusal(request, current);
        return failed(request, { reason: 'connect while signed out' }, start, 'permission_denied');
      }
      const origin = new URL(request.publicOrigin()).origin;
      const settings = relyingParty.settingsFor(origin);
      if (!settings) return failed(request, { reason: 'not configured' }, start, 'provider_unavailable');
      const flow: Flow = {
        ...start,
        ...(connecting ? { sessionNumber: (await app.sessions.details(connecting.session)).number } : {}),
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      try {
        const url = await relyingParty.authorizationUrl(settings, origin, flow);
        await flows.save(reply, flow);
        return url.href;
      } catch (error) {
        return failed(request, describe(error), start, 'provider_unavailable');
      }
    },

    /**
     * Finishes a sign-in at the provider's callback: takes the flow cookie, lets openid-client
     * check state, PKCE, ID token and nonce, finds or creates the user (see
     * {@link createSocialAccounts}) and starts a 'google' session. Answers the flow's callback
     * URL, with `error` ('cancelled' for access_denied, 'denied' when the identity has no usable
     * email, 'email_taken' when its email is an account's it may not join (issue 30 F3), else
     * 'unknown') on failure, or /app/auth/callback?error=unknown without a valid flow.
     * A connect only links the identity to its session's user ({@link finishConnect}).
     */
    async finish(request: FastifyRequest, reply: FastifyReply, provider: ProviderId): Promise<string> {
      const flow = await flows.take(request, reply);
      if (flow?.provider !== provider) {
        const reason = 'no valid sign-in flow (missing, expired or forged cookie)';
        return failed(request, { reason }, { callbackUrl: DEFAULT_CALLBACK_URL }, 'unknown');
      }
      const origin = new URL(request.publicOrigin()).origin;
      const settings = relyingParty.settingsFor(origin);
      if (!settings) return failed(request, { reason: 'not configured' }, flow, 'provider_unavailable');
      try {
        const claims = await relyingParty.claims(settings, new URL(`${origin}${request.url}`), flow);
        if (flow.process === 'connect') {
          const refused = await finishConnect(request, providerAccounts, flow, provider, claims);
          return refused ? failed(request, refused, flow, refused.error) : callbackLocation(flow.callbackUrl);
        }
        // The development provider vouches for any email typed into it: it may create accounts
        // but never take over one it did not create (OWASP account takeover).
        const match = await accounts.userFor(provider, claims, { linkByEmail: !settings.local });
        if ('refusal' in match) {
          const reason = match.refusal === 'denied' ? 'email missing or unverified' : 'email of an account';
          return failed(request, { reason }, flow, match.refusal);
        }
        const { user } = match;
        // Signed in, or (two-factor sign-in on) a login waiting for its second step, which the
        // app finds at the callback URL as the pending flow of GET /auth/session (issue 16 §6).
        await app.auth.startSession(request, reply, user, {
          remember: false,
          method: provider,
          methods: [authenticationMethods.socialAccount(provider, claims.sub)],
        });
        return callbackLocation(flow.callbackUrl);
      } catch (error) {
        const cancelled =
          error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
        return failed(request, describe(error), flow, cancelled ? 'cancelled' : 'unknown');
      }
    },

    /**
     * Ends a sign-in whose callback query is malformed (`why` says how): the flow cookie is
     * taken all the same, and the answer is the flow's callback URL with `error=unknown`, or
     * /app/auth/callback?error=unknown without a valid flow.
     */
    async refuse(request: FastifyRequest, reply: FastifyReply, provider: ProviderId, why: string) {
      const flow = await flows.take(request, reply);
      const target = flow?.provider === provider ? flow : { callbackUrl: DEFAULT_CALLBACK_URL };
      return failed(request, { reason: `malformed callback: ${why}` }, target, 'unknown');
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;

/** Domain plugin decorating `app.oidc`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('oidc', createOidcService(app));
  },
  { name: 'oidc', dependencies: ['db', 'users', 'session', 'csrf', 'origin', 'auth'] },
);
