import { track } from '@lifeguard/shared/analytics/track';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { toClientUser } from '@lifeguard/shared/session/user';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import { answersSaved, selectOnboardingResponses } from '../../../stores/registration-slice';
import { useSubmitOnboardingMutation } from '../api/submit-onboarding';
import { securitySolutionsStep } from '../utils/questionnaire-steps';

/**
 * The last questionnaire step's Complete (spec 000 §4 "Registration" 4): saves and tracks the
 * solutions like any Next, then submits every answer. Only a truthy result records 'onboarding
 * submitted', updates the session user and moves to account-setup; an exception is only logged
 * (spec 000 §8 "Onboarding submission failure") and the user stays. `busy` (RTK Query's loading
 * flag) always clears when the call settles.
 */
export function useCompleteOnboarding() {
  const [submitOnboarding, { isLoading }] = useSubmitOnboardingMutation();
  const responses = useAppSelector(selectOnboardingResponses);
  const dispatch = useAppDispatch();
  const { advance } = useStepNavigation(securitySolutionsStep.route);

  const complete = async (answer: Partial<OnboardingResponses>) => {
    dispatch(answersSaved(answer));
    track(securitySolutionsStep.event, answer);
    const all: OnboardingResponses = { ...responses, ...answer };
    try {
      const result = await submitOnboarding({ responses: all }).unwrap();
      if (!result) return;
      track('onboarding submitted', all);
      dispatch(sessionUserChanged(toClientUser(result.user)));
      advance();
    } catch (error) {
      console.error('Onboarding submission failed', error);
    }
  };

  return { complete, busy: isLoading };
}
