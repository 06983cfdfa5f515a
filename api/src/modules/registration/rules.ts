import type { FieldError } from '@lifeguard/contracts/errors';
import {
  CONCERNS,
  CONCERNS_LIMIT,
  EXPERIENCES,
  PRIMARY_CONCERNS,
  PROTECTING,
  PROTECTING_LIMIT,
  SOLUTIONS,
  SOLUTIONS_LIMIT,
  SUFFIXES,
  limitMessages,
  type SelectionLimit,
} from '@lifeguard/contracts/onboarding';
import type { OnboardingRequest, PersonalInfoRequest } from '@lifeguard/contracts/schemas/registration';

/** Onboarding answers as submitted, before {@link onboardingProblems} (spec 000 §3). */
export type SubmittedResponses = OnboardingRequest['responses'];

/** 'This field is required.' (spec 000 §5 generic rule), code `required`. */
const required = (param: string): FieldError => ({
  message: 'This field is required.',
  code: 'required',
  param,
});

const invalidChoice = (param: string): FieldError => ({
  message: 'Select a valid choice.',
  code: 'invalid_choice',
  param,
});

/** `value` must be one of `choices`: '' (when not a choice) is `required`, else `invalid_choice`. */
function oneOf(param: string, value: string, choices: readonly string[]): FieldError | null {
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
  if (values.length < min) return { message: limitMessages.min(min), code: 'min_length', param };
  if (max !== null && values.length > max) {
    return { message: limitMessages.max(max), code: 'max_length', param };
  }
  return null;
}

/**
 * Every broken rule of step 2 (spec 000 §5 "Personal info") in trimmed names: a blank first or
 * last name is `required`, a suffix other than '' and SUFFIXES `invalid_choice`; [] when valid.
 */
export function personalInfoProblems(names: PersonalInfoRequest): FieldError[] {
  return [
    names.first_name ? null : required('first_name'),
    names.last_name ? null : required('last_name'),
    names.suffix === '' ? null : oneOf('suffix', names.suffix, SUFFIXES),
  ].filter((error) => error !== null);
}

/** Every broken rule of spec 000 §3/§5 in the answers, one error per field; [] when valid. */
export function onboardingProblems(r: SubmittedResponses): FieldError[] {
  return [
    someOf('protecting', r.protecting, PROTECTING, PROTECTING_LIMIT),
    oneOf('experience', r.experience, EXPERIENCES),
    someOf('concerns', r.concerns, CONCERNS, CONCERNS_LIMIT),
    oneOf('primary_concern', r.primary_concern, PRIMARY_CONCERNS),
    someOf('solutions', r.solutions, SOLUTIONS, SOLUTIONS_LIMIT),
  ].filter((error) => error !== null);
}
