import type { FieldError } from '@lifeguard/contracts/errors';
import {
  CONCERNS,
  CONCERNS_LIMIT,
  EXPERIENCE,
  PRIMARY_CONCERNS,
  PROTECTING,
  PROTECTING_LIMIT,
  SOLUTIONS,
  SOLUTIONS_LIMIT,
  type SelectionLimit,
} from './choices.js';

/** Onboarding answers as submitted, before {@link onboardingProblems} (spec 000 §3). */
export type SubmittedResponses = {
  protecting: string[];
  experience: string;
  concerns: string[];
  primary_concern: string;
  solutions: string[];
};

/** 'This field is required.' (spec 000 §5 generic rule), code `required`. */
export const required = (param: string): FieldError => ({
  message: 'This field is required.',
  code: 'required',
  param,
});

const invalidChoice = (param: string): FieldError => ({
  message: 'Select a valid choice.',
  code: 'invalid_choice',
  param,
});

const options = (n: number) => `${n} option${n === 1 ? '' : 's'}`;

/** `value` must be one of `choices`: '' (when not a choice) is `required`, else `invalid_choice`. */
export function oneOf(param: string, value: string, choices: readonly string[]): FieldError | null {
  if (choices.includes(value)) return null;
  return value === '' ? required(param) : invalidChoice(param);
}

/**
 * `values` must be distinct codes of `choices`, between `limit.min` and `limit.max` of them, with
 * the questionnaire's messages (spec 000 §5 "Please select at least 1 option").
 */
function someOf(
  param: string,
  values: string[],
  choices: readonly string[],
  { min, max }: SelectionLimit,
): FieldError | null {
  if (!values.every((value) => choices.includes(value))) return invalidChoice(param);
  if (new Set(values).size < values.length) {
    return { message: 'Select each option only once.', code: 'duplicate', param };
  }
  if (values.length < min) {
    return { message: `Please select at least ${options(min)}`, code: 'min_length', param };
  }
  if (values.length > max) {
    return { message: `Please select no more than ${options(max)}`, code: 'max_length', param };
  }
  return null;
}

/** Every broken rule of spec 000 §3/§5 in the answers, one error per field; [] when valid. */
export function onboardingProblems(r: SubmittedResponses): FieldError[] {
  return [
    someOf('protecting', r.protecting, PROTECTING, PROTECTING_LIMIT),
    oneOf('experience', r.experience, EXPERIENCE),
    someOf('concerns', r.concerns, CONCERNS, CONCERNS_LIMIT),
    oneOf('primary_concern', r.primary_concern, PRIMARY_CONCERNS),
    someOf('solutions', r.solutions, SOLUTIONS, SOLUTIONS_LIMIT),
  ].filter((error) => error !== null);
}
