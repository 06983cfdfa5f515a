/**
 * The codes and limits of registration and onboarding (spec 000 §3 "Registration draft",
 * "Onboarding responses"; §5; §9), written once for the server's checks and the onboarding
 * remote's forms.
 */

/** Name suffixes of registration step 2 (spec 000 §5 "Suffix options"); '' is none. */
export const SUFFIXES = ['SR', 'JR', 'II', 'III', 'IV', 'V'] as const;
export type Suffix = '' | (typeof SUFFIXES)[number];

/** Who the user protects (step 3.1): any of them, none required. */
export const PROTECTING = ['self', 'parent', 'spouse', 'child'] as const;
/** Tech comfort (step 3.2): exactly one. */
export const EXPERIENCES = ['expert', 'moderate', 'beginner'] as const;
/** Safety concerns (step 3.3). */
export const CONCERNS = [
  'scams_phishing',
  'privacy_identity',
  'account_security',
  'malware_threats',
] as const;
/** Scenario concerns (step 3.4): exactly one. */
export const PRIMARY_CONCERNS = [
  'elderly_scam_protection',
  'identity_theft_prevention',
  'comprehensive_digital_literacy',
] as const;
/** Security solutions (step 3.5). */
export const SOLUTIONS = [
  'security_training',
  'scam_detection',
  'web_protection',
  'identity_protection',
  'password_manager',
] as const;

export type Protecting = (typeof PROTECTING)[number];
export type Experience = (typeof EXPERIENCES)[number];
export type Concern = (typeof CONCERNS)[number];
export type PrimaryConcern = (typeof PRIMARY_CONCERNS)[number];
export type Solution = (typeof SOLUTIONS)[number];

/** The five answers as stored in `onboarding_responses` and submitted; '' is unanswered. */
export type OnboardingResponses = {
  protecting: Protecting[];
  experience: Experience | '';
  concerns: Concern[];
  primary_concern: PrimaryConcern | '';
  solutions: Solution[];
};

/** How many distinct codes a multi-select step takes; `max` null is no maximum. */
export type SelectionLimit = { min: number; max: number | null };

/** Spec 000 §5 "Who protecting": none required. */
export const PROTECTING_LIMIT: SelectionLimit = { min: 0, max: null };
/** Spec 000 §5 "Safety concerns", §9: 1 to 2. */
export const CONCERNS_LIMIT: SelectionLimit = { min: 1, max: 2 };
/** Spec 000 §5 "Security solutions", §9: 1 to 3. */
export const SOLUTIONS_LIMIT: SelectionLimit = { min: 1, max: 3 };

const options = (n: number) => `${n} option${n === 1 ? '' : 's'}`;

/**
 * The questionnaire's limit messages (spec 000 §5, §8 "Questionnaire limits"): 'Please select at
 * least 1 option', 'Please select no more than 2 options'.
 */
export const limitMessages = {
  min: (n: number) => `Please select at least ${options(n)}`,
  max: (n: number) => `Please select no more than ${options(n)}`,
};
