import * as yup from 'yup';
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

/** Minimum password length (spec 000 §9). */
export const MIN_PASSWORD_LENGTH = 8;

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

/** One rule of the set-password checklist (spec 000 §5): its checklist label, message and test. */
export type PasswordRule = {
  id: 'length' | 'uppercase' | 'number' | 'special';
  label: string;
  message: string;
  test: (password: string) => boolean;
};

/** The set-password rules of spec 000 §5, in checklist order; the server checks the same. */
export const SET_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    test: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must include at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must include at least one number',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must include at least one special character',
    test: (password) => /[^A-Za-z0-9]/.test(password),
  },
];

/** Required new password passing every set-password rule; reports the first that fails. */
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
