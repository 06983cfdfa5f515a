import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import {
  ExtensionTokenRefreshRequestSchema,
  ExtensionTokensSchema,
} from '@lifeguard/contracts/schemas/tokens';
import fp from 'fastify-plugin';
import { noStore } from '../../plugins/no-store.js';
import { perIp } from '../../plugins/rate-limit.js';

/** The extension's and mobile app's tokens (spec 000 §3 "Extension token response"; tokens/service.ts). */
const tokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /api/extension-auth-tokens/ (spec 000 §7): a fresh `{access_token, refresh_token}` for
   * the signed-in user, in a new family that this session's logout revokes; never cached. 401
   * with flows when signed out; 403 `impersonating` while a superuser acts as the user (issue
   * 13: a token would outlive the impersonation's 1-hour cap).
   */
  app.get(
    '/api/extension-auth-tokens/',
    {
      onRequest: [noStore, app.authenticate, app.refuseWhileImpersonating],
      schema: {
        response: { 200: ExtensionTokensSchema, 401: UnauthenticatedSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const { user, session } = request.auth;
      return app.extensionTokens.issue(user.id, { sessionIdHash: session.id });
    },
  );

  /**
   * POST /api/extension-auth-tokens/refresh/ `{refresh_token}` (issue 15 item 4): 200 a new
   * `{access_token, refresh_token}` pair in the token's family; the token sent is spent. 401
   * `token_not_valid` for a bad, expired, spent or revoked token (a spent one also revokes its
   * family), 400 `invalid` for a body of another shape, 429 past TOKEN_REFRESH_RATE_LIMIT calls
   * a minute per IP. Without CSRF check: no cookie is involved, the token is the credential.
   */
  app.post(
    '/api/extension-auth-tokens/refresh/',
    {
      config: { csrfExempt: true },
      bodyLimit: 4096,
      onRequest: [noStore, app.throttle(perIp('token-refresh-ip', app.config.rateLimits.tokenRefresh))],
      schema: {
        body: ExtensionTokenRefreshRequestSchema,
        response: {
          200: ExtensionTokensSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => app.extensionTokens.refresh(request.body.refresh_token),
  );
};

export default fp(tokensRoutes, { name: 'tokens-routes', encapsulate: true });
