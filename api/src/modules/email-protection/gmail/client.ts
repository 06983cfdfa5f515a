import { GMAIL_SCOPE } from '@lifeguard/contracts/email-protection';
import type { FastifyInstance } from 'fastify';
import { CodeChallengeMethod, OAuth2Client, gaxios, type Credentials } from 'google-auth-library';
import { gmailEndpoints, type GmailEndpoints } from './endpoints.js';
import { GmailAuthError } from './errors.js';
import { gmailMailbox, type GmailMailbox } from './mailbox.js';
import { gmailFailure, type RetryOptions } from './retry.js';
import { standInFetch } from './transport.js';

/** Overrides of {@link createGmailOAuth} (tests); the defaults suit production. */
export type GmailOAuthOptions = {
  /** Where Google is, read on each call: by default gmailEndpoints(config, public origin). */
  endpoints?: () => GmailEndpoints | null;
  retry?: RetryOptions;
};

/** What the consent page is built from: the flow's state, PKCE challenge and our callback. */
export type GmailAuthUrlInput = {
  state: string;
  loginHint: string;
  codeChallenge: string;
  redirectUri: string;
};

/**
 * Gmail for email protection (issue 14 "Real Gmail client"): google-auth-library's OAuth2Client
 * against Google, or the offline stand-in through `app.inject` (endpoints.ts), asking for the
 * read-only scope with a refresh token (offline access, consent prompt, PKCE S256). Errors:
 * GmailAuthError when Google refuses the code or token, GmailUnavailableError when it cannot be
 * reached, a plain Error when Gmail is not configured. Tokens and messages are never logged.
 */
export function createGmailOAuth(app: FastifyInstance, options: GmailOAuthOptions = {}) {
  const { endpoints = () => gmailEndpoints(app.config, app.publicOrigin()), retry } = options;
  const transporters = {
    local: new gaxios.Gaxios({ fetchImplementation: standInFetch(app) }),
    remote: new gaxios.Gaxios(),
  };

  const settings = (): GmailEndpoints => {
    const found = endpoints();
    if (!found) throw new Error('Gmail is not configured: set GOOGLE_CLIENT_ID or OIDC_DEV_PROVIDER');
    return found;
  };
  const client = (at: GmailEndpoints, credentials: Credentials = {}) => {
    const oauth2 = new OAuth2Client({
      clientId: at.clientId,
      clientSecret: at.clientSecret,
      endpoints: {
        oauth2AuthBaseUrl: at.authBaseUrl,
        oauth2TokenUrl: at.tokenUrl,
        oauth2RevokeUrl: at.revokeUrl,
      },
      transporter: at.local ? transporters.local : transporters.remote,
    });
    oauth2.setCredentials(credentials);
    return oauth2;
  };

  return {
    /** Google's consent page for a connect flow. */
    authUrl({ state, loginHint, codeChallenge, redirectUri }: GmailAuthUrlInput): string {
      return client(settings()).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: GMAIL_SCOPE,
        include_granted_scopes: true,
        state,
        login_hint: loginHint,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    /**
     * Trades the callback's `code` (with the flow's PKCE verifier and the same `redirectUri`) for
     * a refresh token, then asks Gmail whose mailbox it opens. @throws GmailAuthError when the
     * code is refused or no refresh token or Gmail scope was granted
     */
    async exchangeCode(
      code: string,
      codeVerifier: string,
      redirectUri: string,
    ): Promise<{ refreshToken: string; accountEmail: string }> {
      const at = settings();
      const oauth2 = client(at);
      const { tokens } = await oauth2
        .getToken({ code, codeVerifier, redirect_uri: redirectUri })
        .catch((error) => {
          throw gmailFailure(error);
        });
      if (!tokens.refresh_token) throw new GmailAuthError('Google granted no refresh token');
      if (tokens.scope && !tokens.scope.split(' ').includes(GMAIL_SCOPE)) {
        throw new GmailAuthError('Gmail access was not granted');
      }
      oauth2.setCredentials(tokens);
      const { emailAddress } = await gmailMailbox(oauth2, at.gmailBaseUrl, retry).profile();
      return { refreshToken: tokens.refresh_token, accountEmail: emailAddress };
    },

    /** Revokes `refreshToken` at Google, best effort: a failure is logged (status only), not thrown. */
    async revoke(refreshToken: string): Promise<void> {
      try {
        await client(settings()).revokeToken(refreshToken);
      } catch (error) {
        const status =
          error instanceof gaxios.GaxiosError ? (error.response?.status ?? error.code) : undefined;
        app.log.warn({ status }, 'revoking a Gmail token at Google failed');
      }
    },

    /** The mailbox `refreshToken` opens; an access token is fetched on first use and renewed. */
    mailbox(refreshToken: string): GmailMailbox {
      const at = settings();
      return gmailMailbox(client(at, { refresh_token: refreshToken }), at.gmailBaseUrl, retry);
    },
  };
}

export type GmailOAuth = ReturnType<typeof createGmailOAuth>;
