import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FieldError } from '@lifeguard/contracts/errors';
import { AuthenticatedSchema, ConflictSchema } from '@lifeguard/contracts/schemas/allauth';
import { SignupRequestSchema } from '@lifeguard/contracts/schemas/allauth-account';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { HttpProblem, allauthError } from '../../../plugins/errors.js';
import { emailProblems } from '../../email-addresses/problems.js';
import { trimFields } from '../../registration/routes/trim-fields.js';
import { setupPasswordProblem } from '../../users/passwords.js';
import { DuplicateEmailError } from '../../users/service.js';
import { authenticationMethods } from '../methods.js';
import { authenticated } from '../present.js';
import { perIp } from '../../../plugins/rate-limit.js';

/**
 * allauth "Signup" by email and password (issue 16 §2), with email verification optional:
 * POST /auth/signup `{email, password}` (the email trimmed, compared ignoring case) creates the
 * account with its personal family and unverified primary address, signs the browser in (a
 * session cookie ending with the browser, a fresh CSRF token), queues the address's
 * verification mail, and answers 200 AuthenticatedResponse. 400 `email_taken` (param 'email')
 * and the first broken rule of our password policy (spec 000 §5, param 'password'), together;
 * 409 when already signed in; 429 past REGISTER_RATE_LIMIT a minute per IP, as registration by
 * email.
 */
const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signup',
    {
      preValidation: trimFields('email'),
      preHandler: app.throttle(perIp('signup-ip', app.config.rateLimits.register)),
      schema: {
        body: SignupRequestSchema,
        response: {
          200: AuthenticatedSchema,
          400: AllauthErrorSchema,
          409: ConflictSchema,
          429: AllauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (await request.currentSession()) throw new HttpProblem(409, { status: 409 });
      const { email, password } = request.body;
      const problems: FieldError[] = [];
      if (await app.emailAddresses.isTaken(email)) problems.push(emailProblems.taken);
      const weak = setupPasswordProblem(password);
      if (weak) problems.push(weak);
      if (problems.length) throw allauthError(400, problems);

      let user;
      try {
        user = await app.users.create({ email, password });
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw allauthError(400, [emailProblems.taken]);
        throw error;
      }
      const methods = [authenticationMethods.password(user.email)];
      await app.sessions.start(request, reply, user.id, { remember: false, method: 'password', methods });
      reply.rotateCsrfToken();
      await app.users.touchLastLogin(user.id);
      app.emailAddresses.sendVerification(user.id, user.email);
      return authenticated(app.users.present({ ...user, lastLogin: new Date() }), methods);
    },
  );
};

export default fp(signupRoutes, { name: 'signup-routes', encapsulate: true });
