import * as yup from 'yup';
import { limitMessages, type OnboardingResponses } from '@lifeguard/contracts/onboarding';
import { messages } from '@lifeguard/shared/forms/messages';
import type { ChoiceRule, QuestionnaireStep } from './questionnaire-steps';

/** A selection cut down to `max` (spec 000 §4 "Safety concerns selection": the overflow is dropped). */
export function trimSelection<Code>(selection: readonly Code[], max: number | null): Code[] {
  return max === null ? [...selection] : selection.slice(0, max);
}

function ruleFor(choice: ChoiceRule) {
  // Exactly one radio; the spec gives no custom message, so the generic required one.
  if (choice.kind === 'single') return yup.string().required(messages.required);
  let rule = yup.array(yup.string().defined());
  if (choice.min > 0) {
    // Spec 000 §5: the field is required with the same message as the minimum (the server's
    // limits and messages are the same contracts).
    const atLeast = limitMessages.min(choice.min);
    rule = rule.required(atLeast).min(choice.min, atLeast);
  }
  return choice.max === null ? rule : rule.max(choice.max, limitMessages.max(choice.max));
}

/** Validation of one step's answer (spec 000 §5 questionnaire rows). */
export function answerSchema(step: QuestionnaireStep) {
  return yup.object({ [step.field]: ruleFor(step.choice) });
}

/** The step's saved answer from the draft, restored when the step reopens (trimmed to its limit). */
export function savedAnswer(
  step: QuestionnaireStep,
  responses: OnboardingResponses,
): Partial<OnboardingResponses> {
  const saved = responses[step.field];
  const value =
    Array.isArray(saved) && step.choice.kind === 'multiple' ? trimSelection(saved, step.choice.max) : saved;
  return { [step.field]: value };
}
