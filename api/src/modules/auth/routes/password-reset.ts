import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allauthError } from '../../../plugins/errors.js';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { UnauthenticatedSchema, allauthUser, unauthenticated } from '../envelopes.js';
import { resetMail } from '../reset-mail.js';

const invalidKey = () =>
  allauthError(400, [
    {
      message: 'The password reset token was invalid.',
      code: 'invalid_password_reset',
      param: 'key',
    },
  ]);

const rateLimited = { message: 'Too many requests. Please try again later.', code: 'rate_limited' };

/** allauth "Password Reset" (spec 000 §7), by link; login on reset is off. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.rateLimits.passwordRequest;

  /**
   * POST /auth/password/request `{email}`: always 200 `{status: 200}` (no account enumeration);
   * mails `<origin>/app/account/reset-password/<key>` when the account exists.
   */
  app.post(
    '/auth/password/request',
    {
      schema: {
        body: Type.Object(
          { email: Type.String({ format: 'email', maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ status: Type.Literal(200) }), 400: AllauthErrorSchema },
      },
      preHandler: app.throttle(
        { name: 'reset-ip', max, key: (r) => r.ip, error: rateLimited },
        {
          name: 'reset-email',
          max,
          key: (r) => (r.body as { email?: string }).email?.toLowerCase(),
          error: rateLimited,
        },
      ),
    },
    async (request) => {
      const { key, keyHash } = app.resetKeys.generate();
      const user = await app.users.findByEmail(request.body.email);
      if (user) {
        await app.resetKeys.store(user.id, keyHash);
        const link = `${request.publicOrigin()}/app/account/reset-password/${key}`;
        app.mailer.send(resetMail(user.email, link), `Password reset link for ${user.email}: ${link}`);
      }
      return { status: 200 as const };
    },
  );

  /** GET /auth/password/reset with `X-Password-Reset-Key`: `{status: 200, data: {user}}`. */
  app.get(
    '/auth/password/reset',
    {
      schema: {
        headers: Type.Object({ 'x-password-reset-key': Type.Optional(Type.String()) }),
        response: {
          200: Type.Object({
            status: Type.Literal(200),
            data: Type.Object({
              user: Type.Object({
                id: Type.Integer(),
                email: Type.String(),
                display: Type.String(),
                has_usable_password: Type.Boolean(),
              }),
            }),
          }),
          400: AllauthErrorSchema,
        },
      },
    },
    async (request) => {
      const key = request.headers['x-password-reset-key'];
      const userId = key ? await app.resetKeys.userIdFor(key) : null;
      const user = userId ? await app.users.findById(userId) : null;
      if (!user) throw invalidKey();
      return { status: 200 as const, data: { user: allauthUser(user) } };
    },
  );

  /**
   * POST /auth/password/reset `{key, password}`: sets the password, revokes the user's keys and
   * sessions, then answers 401 with flows (allauth with login-on-reset off; spec 000 §4).
   */
  app.post(
    '/auth/password/reset',
    {
      schema: {
        body: Type.Object(
          { key: Type.String({ minLength: 1 }), password: Type.String({ maxLength: 4096 }) },
          { additionalProperties: false },
        ),
        response: { 400: AllauthErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request, reply) => {
      const userId = await app.resetKeys.userIdFor(request.body.key);
      if (!userId) throw invalidKey();
      const tooShort = app.users.passwordTooShort(request.body.password, 'password');
      if (tooShort) throw allauthError(400, [tooShort]);
      await app.users.setPassword(userId, request.body.password);
      await app.resetKeys.revokeAll(userId);
      await app.sessions.endAllFor(userId);
      return reply.code(401).send(unauthenticated());
    },
  );
};

export default passwordResetRoutes;
