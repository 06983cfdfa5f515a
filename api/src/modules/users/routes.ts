import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DetailSchema, apiError } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { requireSession } from '../../plugins/session.js';
import { setupPasswordProblem } from './passwords.js';
import { UserSchema } from './present.js';

const SuccessSchema = Type.Object({ status: Type.Literal('success') });

/** Our user endpoints (spec 000 §7). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The signed-in user, every spec 000 §3 field: `{status: 'success', user}`; 401 `{detail}`. */
  app.get(
    '/users/api/user/detail/',
    {
      schema: {
        response: {
          200: Type.Object({ status: Type.Literal('success'), user: UserSchema }),
          401: DetailSchema,
        },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      return { status: 'success' as const, user: app.users.present(current.user) };
    },
  );

  /**
   * Sets a first password for a signed-in user without a usable one (spec 000 §5 "Set
   * password" rules and messages, §7). 400 when one is already set or a rule fails.
   */
  app.post(
    '/users/api/password/setup/',
    {
      schema: {
        body: Type.Object({ password: Type.String() }, { additionalProperties: false }),
        response: { 200: SuccessSchema, 400: ApiErrorSchema, 401: DetailSchema },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      if (current.user.password !== null) {
        const message = 'Your account already has a password. Change it instead.';
        throw apiError(400, [{ message, code: 'password_already_set', param: 'password' }]);
      }
      const problem = setupPasswordProblem(request.body.password);
      if (problem) throw apiError(400, [problem]);
      await app.users.setPassword(current.user.id, request.body.password);
      return { status: 'success' as const };
    },
  );
};

export default usersRoutes;
