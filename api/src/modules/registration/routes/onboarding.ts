import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../../../plugins/errors.js';
import { requireSession } from '../../../plugins/session.js';
import { RegistrationResponses } from '../answers.js';
import { onboardingProblems } from '../rules.js';

// Missing answers default to empty ones, so they fail the spec's own rules and messages.
const Codes = Type.Array(Type.String(), { default: [] });
const Code = Type.String({ default: '' });

const OnboardingBody = Type.Object(
  {
    responses: Type.Object(
      { protecting: Codes, experience: Code, concerns: Codes, primary_concern: Code, solutions: Codes },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/**
 * POST /users/api/register/onboarding/ `{responses: {protecting?, experience, concerns,
 * primary_concern, solutions}}` (spec 000 §3, §5, §7, step 3): checks the codes and limits,
 * then stores exactly these five answers as the signed-in user's `onboarding_responses`;
 * 200 `{status: 'success', user}`. 400 one error per broken field (param: the answer's key);
 * 401 `{detail}` when signed out.
 */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/api/register/onboarding/',
    { schema: { body: OnboardingBody, response: RegistrationResponses } },
    async (request) => {
      const current = await requireSession(request);
      const { protecting, experience, concerns, primary_concern, solutions } = request.body.responses;
      const responses = { protecting, experience, concerns, primary_concern, solutions };
      const errors = onboardingProblems(responses);
      if (errors.length) throw apiError(400, errors);
      const user = await app.users.setOnboardingResponses(current.user.id, responses);
      return { status: 'success' as const, user: app.users.present(user) };
    },
  );
};

export default onboardingRoutes;
