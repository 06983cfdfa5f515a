import { api } from '@lifeguard/shared/api/api-slice';
import { registrationPost, type RegistrationAnswer } from '../../../lib/registration-call';
import type { OnboardingResponses } from '../../../stores/registration-draft';

/** The whole questionnaire (spec 000 §3 "Onboarding responses", §7). */
export type SubmitOnboardingRequest = { responses: OnboardingResponses };

/**
 * `POST /users/api/register/onboarding/` `{responses}` → `{status: 'success', user}` with the
 * answers saved as `onboarding_responses` (spec 000 §4 "Registration" 4, §7).
 */
export const submitOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitOnboarding: build.mutation<RegistrationAnswer, SubmitOnboardingRequest>({
      queryFn: registrationPost(
        '/users/api/register/onboarding/',
        (request: SubmitOnboardingRequest) => request,
      ),
    }),
  }),
});

export const { useSubmitOnboardingMutation } = submitOnboardingApi;
