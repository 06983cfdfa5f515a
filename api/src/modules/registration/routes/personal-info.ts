import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../../../plugins/errors.js';
import { requireSession } from '../../../plugins/session.js';
import { RegistrationResponses, trimFields } from '../answers.js';
import { SUFFIXES } from '../choices.js';
import { oneOf, required } from '../rules.js';

// A missing name answers like a blank one: 'This field is required.' (spec 000 §5).
const Name = Type.String({ maxLength: 150, default: '' });

const PersonalInfoBody = Type.Object(
  { first_name: Name, last_name: Name, middle_name: Name, suffix: Type.String({ default: '' }) },
  { additionalProperties: false },
);

/**
 * POST /users/api/register/personal-info/ `{first_name, last_name, middle_name?, suffix?}`
 * (spec 000 §7, step 2): stores the trimmed names (≤ 150 characters each) of the signed-in user;
 * 200 `{status: 'success', user}`. 400 `required` for a blank first or last name,
 * `invalid_choice` for a suffix outside spec 000 §3; 401 `{detail}` when signed out.
 */
const personalInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/api/register/personal-info/',
    {
      schema: { body: PersonalInfoBody, response: RegistrationResponses },
      preValidation: trimFields('first_name', 'last_name', 'middle_name', 'suffix'),
    },
    async (request) => {
      const current = await requireSession(request);
      const { first_name, last_name, middle_name, suffix } = request.body;
      const errors = [
        first_name ? null : required('first_name'),
        last_name ? null : required('last_name'),
        oneOf('suffix', suffix, SUFFIXES),
      ].filter((error) => error !== null);
      if (errors.length) throw apiError(400, errors);
      const user = await app.users.updateProfile(current.user.id, {
        firstName: first_name,
        lastName: last_name,
        middleName: middle_name,
        suffix,
      });
      return { status: 'success' as const, user: app.users.present(user) };
    },
  );
};

export default personalInfoRoutes;
