import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { RegisterEmailRequestSchema } from '@lifeguard/contracts/schemas/registration';
import fp from 'fastify-plugin';
import { RegistrationResponses, registrationAnswer } from './answers.js';
import { trimFields } from './trim-fields.js';
import { perIp } from '../../../plugins/rate-limit.js';

/**
 * POST /users/api/register/email/ `{email}` (spec 000 §7, step 1): creates the account without
 * a usable password and signs the visitor in (a session cookie, a fresh CSRF token); 200
 * `{status: 'success', user}`. 400 `email_taken` when the email is registered (case-insensitively),
 * leaving any session as it was; 429 past REGISTER_RATE_LIMIT calls a minute per IP.
 */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/api/register/email/',
    {
      schema: {
        body: RegisterEmailRequestSchema,
        response: { ...RegistrationResponses, 429: ApiErrorSchema },
      },
      preValidation: trimFields('email'),
      preHandler: app.throttle(perIp('register-ip', app.config.rateLimits.register)),
    },
    async (request, reply) =>
      registrationAnswer(app, await app.registration.registerEmail(request, reply, request.body.email)),
  );
};

export default fp(emailRoutes, { name: 'registration-email-routes', encapsulate: true });
