import type { OnboardingRequest, RegistrationAnswer } from '@lifeguard/contracts/schemas/registration';
import { api } from '@lifeguard/shared/api/api-slice';
import { registrationPost } from '../../../lib/registration-call';

/**
 * `POST /users/api/register/onboarding/` `{responses}`, the whole questionnaire (spec 000 §3
 * "Onboarding responses") → `{status: 'success', user}` with the answers saved as
 * `onboarding_responses` (spec 000 §4 "Registration" 4, §7).
 */
export const submitOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitOnboarding: build.mutation<RegistrationAnswer, OnboardingRequest>({
      queryFn: registrationPost('/users/api/register/onboarding/', (request: OnboardingRequest) => request),
    }),
  }),
});

export const { useSubmitOnboardingMutation } = submitOnboardingApi;
