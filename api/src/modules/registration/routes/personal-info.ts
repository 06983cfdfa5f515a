import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PersonalInfoRequestSchema } from '@lifeguard/contracts/schemas/registration';
import fp from 'fastify-plugin';
import { RegistrationResponses, registrationAnswer } from './answers.js';
import { trimFields } from './trim-fields.js';

/**
 * POST /users/api/register/personal-info/ `{first_name, last_name, middle_name?, suffix?}`
 * (spec 000 §7, step 2): stores the trimmed names (≤ 150 characters each) of the signed-in user;
 * 200 `{status: 'success', user}`. 400 `required` for a blank first or last name,
 * `invalid_choice` for a suffix outside spec 000 §3; 401 with flows when signed out.
 */
const personalInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/api/register/personal-info/',
    {
      onRequest: app.authenticate,
      schema: { body: PersonalInfoRequestSchema, response: RegistrationResponses },
      preValidation: trimFields('first_name', 'last_name', 'middle_name', 'suffix'),
    },
    async (request) =>
      registrationAnswer(app, await app.registration.savePersonalInfo(request.auth.user.id, request.body)),
  );
};

export default fp(personalInfoRoutes, { name: 'personal-info-routes', encapsulate: true });
