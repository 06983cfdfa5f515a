import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { DuplicateEmailError } from '../../users/service.js';
import { RegistrationResponses, trimFields } from '../answers.js';

const EmailBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);

const emailTaken = {
  message: 'An account with this email already exists. Please sign in instead.',
  code: 'email_taken',
  param: 'email',
};

const rateLimited = { message: 'Too many requests. Please try again later.', code: 'rate_limited' };

/**
 * POST /users/api/register/email/ `{email}` (spec 000 §7, step 1): creates the account without
 * a usable password and signs the visitor in (a session cookie, a fresh CSRF token); 200
 * `{status: 'success', user}`. 400 `email_taken` when the email is registered (case-insensitively),
 * leaving any session as it was; 429 past REGISTER_RATE_LIMIT calls a minute per IP.
 */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.rateLimits.register;
  app.post(
    '/users/api/register/email/',
    {
      schema: {
        body: EmailBody,
        response: { ...RegistrationResponses, 429: ApiErrorSchema },
      },
      preValidation: trimFields('email'),
      preHandler: app.throttle({ name: 'register-ip', max, key: (r) => r.ip, error: rateLimited }),
    },
    async (request, reply) => {
      const user = await app.users
        .create({ email: request.body.email, password: null })
        .catch((error: unknown) => {
          throw error instanceof DuplicateEmailError ? apiError(400, [emailTaken]) : error;
        });
      await app.sessions.start(request, reply, user.id, false, 'password');
      reply.rotateCsrfToken();
      return { status: 'success' as const, user: app.users.present(user) };
    },
  );
};

export default emailRoutes;
