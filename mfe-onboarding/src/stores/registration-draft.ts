import type { OnboardingResponses, Suffix } from '@lifeguard/contracts/onboarding';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';

/** Email route (step 1 of this draft) or a third-party sign-in (spec 000 §3). */
export type AuthMethod = 'email' | 'oauth';

/** Registration step numbers (spec 000 §9); `subStep` 1–5 numbers the questionnaire of step 3. */
export type RegistrationStep = 1 | 2 | 3 | 3.5 | 3.75 | 4;
export type OnboardingSubStep = 1 | 2 | 3 | 4 | 5;
export type StepPosition = { step: RegistrationStep; subStep: OnboardingSubStep | null };

/**
 * The registration draft (spec 000 §3), kept in sessionStorage while registration runs; its
 * codes (suffix, answers) are the contracts' (onboarding.ts), which the server checks too.
 */
export type RegistrationDraft = {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  suffix: Suffix;
  onboardingResponses: OnboardingResponses;
  currentStep: StepPosition;
  /** The last registration call's failure (spec 000 §8), shown in the step's banner; never stored. */
  error: NormalizedError | null;
  authMethod: AuthMethod;
};

export type PersonalInfo = Pick<RegistrationDraft, 'firstName' | 'lastName' | 'middleName' | 'suffix'>;

/** A fresh draft: what a reset leaves (spec 000 §3 "Resetting clears the draft"). */
export const EMPTY_DRAFT: RegistrationDraft = {
  email: '',
  firstName: '',
  lastName: '',
  middleName: '',
  suffix: '',
  onboardingResponses: { protecting: [], experience: '', concerns: [], primary_concern: '', solutions: [] },
  currentStep: { step: 1, subStep: null },
  error: null,
  authMethod: 'email',
};
