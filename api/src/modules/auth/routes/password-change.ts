import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allauthError } from '../../../plugins/errors.js';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { AuthenticatedSchema, UnauthenticatedSchema, authenticated, unauthenticated } from '../envelopes.js';

/**
 * allauth "Change password" (spec 000 §7): `current_password` is checked only when the user
 * has a usable password. Other sessions of the user end; this one stays (200).
 */
const passwordChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/password/change',
    {
      schema: {
        body: Type.Object(
          {
            current_password: Type.Optional(Type.String({ maxLength: 4096 })),
            new_password: Type.String({ maxLength: 4096 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: AuthenticatedSchema, 400: AllauthErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request, reply) => {
      const current = await request.currentSession();
      if (!current) return reply.code(401).send(unauthenticated());
      const { user, session } = current;
      const { current_password: currentPassword = '', new_password: newPassword } = request.body;
      if (user.password !== null && !(await app.users.checkPassword(user, currentPassword))) {
        throw allauthError(400, [
          {
            message: 'Please type your current password.',
            code: 'enter_current_password',
            param: 'current_password',
          },
        ]);
      }
      const tooShort = app.users.passwordTooShort(newPassword, 'new_password');
      if (tooShort) throw allauthError(400, [tooShort]);
      await app.users.setPassword(user.id, newPassword);
      await app.sessions.endAllFor(user.id, session.id);
      const updated = (await app.users.findById(user.id)) ?? user;
      return authenticated(updated, session.method, session.createdAt);
    },
  );
};

export default passwordChangeRoutes;
