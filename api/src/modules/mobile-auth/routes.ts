import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MOBILE_AUTH_REDIRECT_PATH,
  MOBILE_LOGIN_PATH,
  MOBILE_TOKEN_PATH,
} from '@lifeguard/contracts/mobile-auth';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { MobileTokenRequestSchema } from '@lifeguard/contracts/schemas/mobile-auth';
import { ExtensionTokensSchema } from '@lifeguard/contracts/schemas/tokens';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { sendPage } from '../../plugins/html.js';
import { noStore } from '../../plugins/no-store.js';
import { callbackLink, handoffPage } from './present.js';
import { perIp } from '../../plugins/rate-limit.js';

/** The mobile app's sign-in handoff (spec 000 §4 mobile mode; modules/mobile-auth/service.ts). */
const mobileAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { mobileAppRedirectUri } = app.config;

  /**
   * GET /users/mobile-auth-redirect/, where the sign-in screen sends the browser in mobile mode.
   * Signed in: 200 'Return to the Lifeguard app', a page that opens MOBILE_APP_REDIRECT_URI
   * with `?code=<one-time code>` (no token ever goes into a URL). Signed out: 302 to the
   * sign-in screen in mobile mode, on the configured public origin (never this request's
   * Host, which a client may forge). 403 `impersonating` (issue 30 F2): the code's tokens
   * would outlive the impersonation.
   */
  app.get(
    MOBILE_AUTH_REDIRECT_PATH,
    {
      onRequest: noStore,
      schema: {
        response: {
          200: { description: 'The handoff page', content: { 'text/html': { schema: Type.String() } } },
          302: { description: 'Signed out: to the sign-in screen in mobile mode', type: 'null' },
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const current = await request.currentSession();
      if (!current) return reply.redirect(`${request.publicOrigin()}${MOBILE_LOGIN_PATH}`, 302);
      await app.refuseWhileImpersonating(request);
      const code = await app.mobileAuth.issue(current.user.id);
      reply.header('referrer-policy', 'no-referrer');
      return sendPage(reply, handoffPage(callbackLink(mobileAppRedirectUri, code)), 'no-store');
    },
  );

  /**
   * POST /users/api/mobile-auth/token/ `{code}`: 200 `{access_token, refresh_token}` for a
   * valid, unused, unexpired code, which is spent. 400 `invalid_code` otherwise (which of the
   * three is not said), 400 `invalid` for a body of another shape, 429 past
   * MOBILE_TOKEN_RATE_LIMIT calls a minute per IP (every call counts, malformed ones too).
   * Without CSRF check: the app has no cookie, and the code is the credential.
   */
  app.post(
    MOBILE_TOKEN_PATH,
    {
      config: { csrfExempt: true },
      bodyLimit: 1024,
      onRequest: [noStore, app.throttle(perIp('mobile-token-ip', app.config.rateLimits.mobileToken))],
      schema: {
        body: MobileTokenRequestSchema,
        response: { 200: ExtensionTokensSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => app.mobileAuth.exchange(request.body.code),
  );
};

export default fp(mobileAuthRoutes, { name: 'mobile-auth-routes', encapsulate: true });
