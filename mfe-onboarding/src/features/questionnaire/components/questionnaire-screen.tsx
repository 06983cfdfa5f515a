import { track } from '@lifeguard/shared/analytics/track';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import type { QuestionnaireStep } from '../utils/questionnaire-steps';
import { QuestionnaireForm } from './questionnaire-form';

export type QuestionnaireScreenProps = { step: QuestionnaireStep };

/**
 * Questionnaire steps 3.1–3.4 (spec 000 §4 "Registration" 3): Next saves the answer to the
 * draft, records the step's tracking event with it and moves on.
 */
export function QuestionnaireScreen({ step }: QuestionnaireScreenProps) {
  const { advance } = useStepNavigation(step.route);
  const handleNext = (answer: Partial<OnboardingResponses>) => {
    track(step.event, answer);
    advance(answer);
  };
  return <QuestionnaireForm step={step} submitLabel="Next" onNext={handleNext} />;
}
