import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OnboardingRequestSchema } from '@lifeguard/contracts/schemas/registration';
import fp from 'fastify-plugin';
import { RegistrationResponses, registrationAnswer } from './answers.js';

/**
 * POST /users/api/register/onboarding/ `{responses: {protecting?, experience, concerns,
 * primary_concern, solutions}}` (spec 000 §3, §5, §7, step 3): checks the codes and limits,
 * then stores exactly these five answers as the signed-in user's `onboarding_responses`;
 * 200 `{status: 'success', user}`. 400 one error per broken field (param: the answer's key);
 * 401 with flows when signed out.
 */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/api/register/onboarding/',
    {
      onRequest: app.authenticate,
      schema: { body: OnboardingRequestSchema, response: RegistrationResponses },
    },
    async (request) =>
      registrationAnswer(
        app,
        await app.registration.saveOnboarding(request.auth.user.id, request.body.responses),
      ),
  );
};

export default fp(onboardingRoutes, { name: 'onboarding-routes', encapsulate: true });
