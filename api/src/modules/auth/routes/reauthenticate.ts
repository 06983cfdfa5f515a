import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedSchema } from '@lifeguard/contracts/schemas/allauth';
import { ReauthenticateRequestSchema } from '@lifeguard/contracts/schemas/allauth-account';
import fp from 'fastify-plugin';
import { allauthError } from '../../../plugins/errors.js';
import { TOO_MANY_ATTEMPTS } from '../../mfa/errors.js';
import { authenticationMethods } from '../methods.js';
import { authenticated } from '../present.js';
import { INCORRECT_PASSWORD } from '../service.js';
import { refusals } from '../../../plugins/refusals.js';

/**
 * allauth "Reauthenticate" (issue 16 §6): POST /auth/reauthenticate `{password}` (signed in)
 * records a reauthentication by password, so sensitive actions are allowed again for
 * REAUTHENTICATION_TIMEOUT_S → 200 with the session's methods. 400 `incorrect_password` (also
 * for a user without a usable password); 401 signed out; 403 while impersonating; 429 past
 * MFA_RATE_LIMIT attempts a minute per user.
 */
const reauthenticateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/reauthenticate',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: app.throttle({
        name: 'reauthenticate-user',
        max: app.config.rateLimits.mfa,
        key: (request) => String(request.auth.user.id),
        error: TOO_MANY_ATTEMPTS,
      }),
      schema: {
        body: ReauthenticateRequestSchema,
        response: { 200: AuthenticatedSchema, ...refusals.allauthChange },
      },
    },
    async (request) => {
      const { user, session } = request.auth;
      if (!(await app.users.checkPassword(user, request.body.password))) {
        throw allauthError(400, [INCORRECT_PASSWORD]);
      }
      const record = authenticationMethods.passwordReauthentication();
      const { methods } = await app.sessions.details(session);
      await app.sessions.addMethod(request, session.id, record);
      return authenticated(app.users.present(user), [...methods, record]);
    },
  );
};

export default fp(reauthenticateRoutes, { name: 'reauthenticate-routes', encapsulate: true });
