import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH, SET_PASSWORD_RULES } from '@lifeguard/contracts/passwords';
import { isValidEmail } from '@lifeguard/shared/forms/email-pattern';

/** Generic form messages (spec 000 §5). */
export const messages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  min: (n: number) => `This field must be at least ${n} characters`,
  invalid: 'This field is invalid',
  fieldInvalid: (field: string) => `${field} is not valid.`,
  passwordsMatch: 'Passwords do not match',
  confirmationRequired: 'Confirmation password is required',
} as const;

/** Required text: fails for empty and whitespace-only values (spec 000 §5). */
export function requiredString(message: string = messages.required) {
  return yup.string().trim().required(message);
}

/** Required email passing the pattern helper (spec 000 §5). */
export function emailField() {
  return yup
    .string()
    .required(messages.required)
    .test('email', messages.email, (value) => isValidEmail(value?.trim()));
}

/** Required password of at least `min` characters (spec 000 §5). */
export function passwordField(min: number = MIN_PASSWORD_LENGTH) {
  return yup.string().required(messages.required).min(min, messages.min(min));
}

/** Confirmation that must equal the field `ref` (spec 000 §5 reset confirmation). */
export function confirmPasswordField(ref = 'password') {
  return yup
    .string()
    .required(messages.confirmationRequired)
    .test('match', messages.passwordsMatch, (value, context) => !value || value === context.parent[ref]);
}

/**
 * Required new password passing every set-password rule of spec 000 §5 (the contracts' rules,
 * which the server checks too); reports the first that fails.
 */
export function setPasswordField() {
  return SET_PASSWORD_RULES.reduce(
    (schema, rule) => schema.test(rule.id, rule.message, (value) => !value || rule.test(value)),
    yup.string().required(messages.required),
  );
}

/** Required checkbox or list: false and [] fail like empty text (spec 000 §5). */
export function requiredChoice(message: string = messages.required) {
  return yup.mixed().test('required', message, (value) => {
    if (Array.isArray(value)) return value.length > 0;
    return value !== false && value !== undefined && value !== null && String(value).trim() !== '';
  });
}
