/**
 * The codes of registration and onboarding (spec 000 §3, §5, §9). The onboarding remote keeps
 * its own copy: the server must not import frontend code.
 */

/** Name suffixes of step 2; '' is none. */
export const SUFFIXES = ['', 'SR', 'JR', 'II', 'III', 'IV', 'V'] as const;

/** Who protecting (step 3.1): any of them, none required. */
export const PROTECTING = ['self', 'parent', 'spouse', 'child'] as const;

/** Tech comfort (step 3.2): exactly one. */
export const EXPERIENCE = ['expert', 'moderate', 'beginner'] as const;

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

/** How many distinct codes a multi-select step takes. */
export type SelectionLimit = { min: number; max: number };

export const PROTECTING_LIMIT: SelectionLimit = { min: 0, max: PROTECTING.length };
export const CONCERNS_LIMIT: SelectionLimit = { min: 1, max: 2 };
export const SOLUTIONS_LIMIT: SelectionLimit = { min: 1, max: 3 };
