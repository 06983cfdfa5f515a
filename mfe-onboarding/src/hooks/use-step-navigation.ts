import { useMemo } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import {
  nextPosition,
  pathOf,
  positionOf,
  previousPosition,
  routeAt,
  type RegistrationRoute,
} from '../lib/step-machine';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import { answersSaved, stepAdvanced, steppedBack } from '../stores/registration-slice';

type Answers = Partial<OnboardingResponses>;

/**
 * Moves from the step of `route` (spec 000 §4 "Registration" 2–3): `advance` to the next step,
 * `back` one step lower; both save the given answers to the draft first.
 */
export function useStepNavigation(route: RegistrationRoute) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useMemo(() => {
    const position = positionOf(route);
    const save = (answers: Answers | undefined) => {
      if (answers) dispatch(answersSaved(answers));
    };
    return {
      advance(answers?: Answers) {
        save(answers);
        dispatch(stepAdvanced(position));
        navigate(pathOf(routeAt(nextPosition(position))));
      },
      back(answers?: Answers) {
        save(answers);
        dispatch(steppedBack(position));
        navigate(pathOf(routeAt(previousPosition(position))));
      },
    };
  }, [dispatch, navigate, route]);
}
