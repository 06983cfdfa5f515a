import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PasswordResetInfoSchema,
  PasswordResetKeyHeadersSchema,
  PasswordResetRequestSchema,
  PasswordResetRequestedSchema,
  ResetPasswordRequestSchema,
} from '@lifeguard/contracts/schemas/allauth';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../plugins/authenticate.js';
import { allauthError } from '../../../plugins/errors.js';
import { keyHolder } from '../present.js';
import { INVALID_RESET_KEY } from '../service.js';
import { perIpAndEmail, rateLimited } from '../../../plugins/rate-limit.js';

/** allauth "Password Reset" (spec 000 §7), by link; login on reset is off. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.rateLimits.passwordRequest;

  /**
   * POST /auth/password/request `{email}`: always 200 `{status: 200}`, in the same time whether
   * or not the account exists (no account enumeration; issue 15 §7): the lookup and the mail of
   * `<public origin>/app/account/reset-password/<key>` happen after the answer. 429 past
   * PASSWORD_REQUEST_RATE_LIMIT a minute per IP and per email.
   */
  app.post(
    '/auth/password/request',
    {
      schema: {
        body: PasswordResetRequestSchema,
        response: { 200: PasswordResetRequestedSchema, 400: AllauthErrorSchema },
      },
      preHandler: app.throttle(...perIpAndEmail('reset', max, rateLimited())),
    },
    async (request) => {
      app.auth.requestPasswordReset(request.body.email);
      return { status: 200 as const };
    },
  );

  /**
   * GET /auth/password/reset with `X-Password-Reset-Key`: the user whose password the key
   * resets, `{status: 200, data: {user}}`; 400 `invalid_password_reset` for a missing, unknown,
   * expired or used key.
   */
  app.get(
    '/auth/password/reset',
    {
      schema: {
        headers: PasswordResetKeyHeadersSchema,
        response: { 200: PasswordResetInfoSchema, 400: AllauthErrorSchema },
      },
    },
    async (request) => {
      const key = request.headers['x-password-reset-key'];
      const user = key ? await app.auth.userOfResetKey(key) : null;
      if (!user) throw allauthError(400, [INVALID_RESET_KEY]);
      return { status: 200 as const, data: { user: keyHolder(app.users.present(user)) } };
    },
  );

  /**
   * POST /auth/password/reset `{key, password}`: sets the password, revokes the user's keys and
   * sessions, then answers 401 with flows (allauth with login-on-reset off; spec 000 §4). 400
   * for an invalid key or a too-short password.
   */
  app.post(
    '/auth/password/reset',
    {
      schema: {
        body: ResetPasswordRequestSchema,
        response: { 400: AllauthErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request, reply) => {
      const problem = await app.auth.resetPassword(request.body.key, request.body.password);
      if (problem) throw allauthError(400, [problem]);
      return reply.code(401).send(unauthenticated());
    },
  );
};

export default fp(passwordResetRoutes, { name: 'password-reset-routes', encapsulate: true });
