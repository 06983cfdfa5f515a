import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import {
  PasswordSetupRequestSchema,
  PasswordSetupResponseSchema,
  UserDetailSchema,
} from '@lifeguard/contracts/schemas/users';
import fp from 'fastify-plugin';
import { apiError } from '../../plugins/errors.js';
import { impersonationOf } from './present.js';

/** Our user endpoints (spec 000 §7); every one needs a session (allauth's 401 when signed out). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /**
   * GET /users/api/user/detail/: `{status: 'success', user}` with every spec 000 §3 field, and
   * `impersonation` set while a superuser acts as this user (issue 13 banner).
   */
  app.get(
    '/users/api/user/detail/',
    { schema: { response: { 200: UserDetailSchema, 401: UnauthenticatedSchema } } },
    async (request) => ({
      status: 'success' as const,
      user: app.users.present(request.auth.user, impersonationOf(request.auth)),
    }),
  );

  /**
   * POST /users/api/password/setup/ `{password}`: the first password of a signed-in user without
   * a usable one (spec 000 §5 "Set password" rules and messages, §7); 200 `{status: 'success'}`.
   * 400 `password_already_set`, or the first broken rule (param 'password'). 403 `impersonating`
   * (issue 30 F1): a password a superuser set would sign them in as the user long after.
   */
  app.post(
    '/users/api/password/setup/',
    {
      onRequest: app.refuseWhileImpersonating,
      schema: {
        body: PasswordSetupRequestSchema,
        response: {
          200: PasswordSetupResponseSchema,
          400: ApiErrorSchema,
          401: UnauthenticatedSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const problem = await app.users.setFirstPassword(request.auth.user, request.body.password);
      if (problem) throw apiError(400, [problem]);
      return { status: 'success' as const };
    },
  );
};

export default fp(usersRoutes, { name: 'users-routes', encapsulate: true });
