import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedSchema } from '@lifeguard/contracts/schemas/allauth';
import {
  EmailVerificationInfoSchema,
  EmailVerificationKeyHeadersSchema,
  VerifyEmailRequestSchema,
} from '@lifeguard/contracts/schemas/allauth-account';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../plugins/authenticate.js';
import { allauthError } from '../../../plugins/errors.js';
import { authenticated, keyHolder } from '../../auth/present.js';
import { impersonationOf } from '../../users/present.js';
import { emailProblems } from '../problems.js';
import { perIp } from '../../../plugins/rate-limit.js';

/**
 * allauth "Verify an email" by mailed link (issue 16 §4), for any visitor: the key is the one
 * of `app.frontendUrl('accountConfirmEmail', {key})`. Both calls count towards
 * EMAIL_RATE_LIMIT a minute per IP (429). Verification signs nobody in (allauth's
 * ACCOUNT_LOGIN_ON_EMAIL_CONFIRMATION off): there is no pending verification stage.
 */
const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ipLimit = app.throttle(perIp('email-verify-ip', app.config.rateLimits.email));

  /**
   * GET /auth/email/verify with `X-Email-Verification-Key`: 200 `{data: {email, user}, meta:
   * {is_authenticating: false}}`, the address the key confirms and its account; 400
   * `invalid_or_expired_key` (param 'key') for a missing, unknown, expired or used key.
   */
  app.get(
    '/auth/email/verify',
    {
      preHandler: ipLimit,
      schema: {
        headers: EmailVerificationKeyHeadersSchema,
        response: { 200: EmailVerificationInfoSchema, 400: AllauthErrorSchema, 429: AllauthErrorSchema },
      },
    },
    async (request) => {
      const key = request.headers['x-email-verification-key'];
      const info = key ? await app.emailAddresses.keyInfo(key) : null;
      if (!info) throw allauthError(400, [emailProblems.invalidKey]);
      return {
        status: 200 as const,
        data: { email: info.address.email, user: keyHolder(app.users.present(info.user)) },
        meta: { is_authenticating: false },
      };
    },
  );

  /**
   * POST /auth/email/verify `{key}`: marks the address verified and deletes its keys; then 200
   * AuthenticatedResponse for the visitor's session when signed in, else 401 with flows (the
   * verification still happened). 400 `invalid_or_expired_key` (param 'key').
   */
  app.post(
    '/auth/email/verify',
    {
      preHandler: ipLimit,
      schema: {
        body: VerifyEmailRequestSchema,
        response: {
          200: AuthenticatedSchema,
          400: AllauthErrorSchema,
          401: UnauthenticatedSchema,
          429: AllauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await app.emailAddresses.verify(request.body.key))) {
        throw allauthError(400, [emailProblems.invalidKey]);
      }
      const current = await request.currentSession();
      if (!current) return reply.code(401).send(unauthenticated());
      const user = app.users.present(current.user, impersonationOf(current));
      return authenticated(user, (await app.sessions.details(current.session)).methods);
    },
  );
};

export default fp(verifyRoutes, { name: 'email-verify-routes', encapsulate: true });
