import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedSchema, PasswordChangeRequestSchema } from '@lifeguard/contracts/schemas/allauth';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { allauthError } from '../../../plugins/errors.js';
import { authenticated } from '../present.js';

/**
 * allauth "Change password" (spec 000 §7): POST /account/password/change `{current_password?,
 * new_password}`. Every session of the user ends and this browser gets a new one (new
 * `sessionid` cookie, the old id dead; issue 15 §6): 200 AuthenticatedResponse. 400
 * `enter_current_password` or a too-short password; 401 with flows when signed out; 403
 * `impersonating` while a superuser acts as the user (issue 13).
 */
const passwordChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/password/change',
    {
      // Refused while a superuser impersonates the user (issue 13): 403 `impersonating`.
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      schema: {
        body: PasswordChangeRequestSchema,
        response: {
          200: AuthenticatedSchema,
          400: AllauthErrorSchema,
          401: UnauthenticatedSchema,
          403: AllauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = request.auth;
      // Read before the change, which replaces the session by one with the same methods.
      const details = await app.sessions.details(session);
      const { current_password: currentPassword = '', new_password: newPassword } = request.body;
      const problem = await app.auth.changePassword(
        request,
        reply,
        request.auth,
        details,
        currentPassword,
        newPassword,
      );
      if (problem) throw allauthError(400, [problem]);
      const updated = (await app.users.findById(user.id)) ?? user;
      return authenticated(app.users.present(updated), details.methods);
    },
  );
};

export default fp(passwordChangeRoutes, { name: 'password-change-routes', encapsulate: true });
