import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';

/** Name suffixes (spec 000 §3, §5); '' is none. */
export const SUFFIXES = ['SR', 'JR', 'II', 'III', 'IV', 'V'] as const;
export type Suffix = '' | (typeof SUFFIXES)[number];

/** Answer codes of the onboarding questionnaire (spec 000 §3 "Onboarding responses"). */
export const PROTECTING = ['self', 'parent', 'spouse', 'child'] as const;
export const EXPERIENCES = ['expert', 'moderate', 'beginner'] as const;
export const CONCERNS = [
  'scams_phishing',
  'privacy_identity',
  'account_security',
  'malware_threats',
] as const;
export const PRIMARY_CONCERNS = [
  'elderly_scam_protection',
  'identity_theft_prevention',
  'comprehensive_digital_literacy',
] as const;
export const SOLUTIONS = [
  'security_training',
  'scam_detection',
  'web_protection',
  'identity_protection',
  'password_manager',
] as const;

export type Protecting = (typeof PROTECTING)[number];
export type Concern = (typeof CONCERNS)[number];
export type PrimaryConcern = (typeof PRIMARY_CONCERNS)[number];
export type Solution = (typeof SOLUTIONS)[number];

/** The answers as sent in `POST /users/api/register/onboarding/` (spec 000 §3, §7); '' is unanswered. */
export type OnboardingResponses = {
  protecting: Protecting[];
  experience: (typeof EXPERIENCES)[number] | '';
  concerns: Concern[];
  primary_concern: PrimaryConcern | '';
  solutions: Solution[];
};

/** Email route (step 1 of this draft) or a third-party sign-in (spec 000 §3). */
export type AuthMethod = 'email' | 'oauth';

/** Registration step numbers (spec 000 §9); `subStep` 1–5 numbers the questionnaire of step 3. */
export type RegistrationStep = 1 | 2 | 3 | 3.5 | 3.75 | 4;
export type OnboardingSubStep = 1 | 2 | 3 | 4 | 5;
export type StepPosition = { step: RegistrationStep; subStep: OnboardingSubStep | null };

/** The registration draft (spec 000 §3), kept in sessionStorage while registration runs. */
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
