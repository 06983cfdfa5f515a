import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpProblem, allauthError } from '../../../plugins/errors.js';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { AuthenticatedSchema, ConflictSchema, authenticated } from '../envelopes.js';

const LoginBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 4096 }),
    username: Type.Optional(Type.String()),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const tooMany = {
  message: 'Too many failed login attempts. Try again later.',
  code: 'too_many_login_attempts',
};

/** allauth "Login" (spec 000 §7): email and password; `remember` keeps the cookie 2 weeks. */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.rateLimits.login;
  app.post(
    '/auth/login',
    {
      schema: {
        body: LoginBody,
        response: { 200: AuthenticatedSchema, 400: AllauthErrorSchema, 409: ConflictSchema },
      },
      preHandler: app.throttle(
        { name: 'login-ip', max, key: (r) => r.ip, error: tooMany },
        {
          name: 'login-email',
          max,
          key: (r) => (r.body as { email?: string }).email?.toLowerCase(),
          error: tooMany,
        },
      ),
    },
    async (request, reply) => {
      if (await request.currentSession()) throw new HttpProblem(409, { status: 409 });
      const { email, password, remember } = request.body;
      const user = await app.users.findByEmail(email);
      if (!(await app.users.checkPassword(user, password)) || !user) {
        const message = 'The email address and/or password you specified are not correct.';
        throw allauthError(400, [{ message, code: 'email_password_mismatch', param: 'password' }]);
      }
      await app.sessions.start(request, reply, user.id, remember === true, 'password');
      reply.rotateCsrfToken();
      await app.users.touchLastLogin(user.id);
      return authenticated({ ...user, lastLogin: new Date() }, 'password', new Date());
    },
  );
};

export default loginRoutes;
