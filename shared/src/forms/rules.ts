import * as yup from 'yup';
import { SET_PASSWORD_RULES } from '@lifeguard/contracts/passwords';
import { checkEmail, checkPassword, type FieldCheck } from '@lifeguard/shared/forms/checks';
import { messages } from '@lifeguard/shared/forms/messages';

/** Required text: fails for empty and whitespace-only values (spec 000 §5). */
export function requiredString(message: string = messages.required) {
  return yup.string().trim().required(message);
}

/** A string schema failing with the message `check` answers (checks.ts). */
function checked(name: string, check: FieldCheck) {
  return yup.string().test(name, (value, context) => {
    const problem = check(value ?? '');
    return problem === null || context.createError({ message: problem });
  });
}

/** Required email passing the pattern helper (spec 000 §5). */
export function emailField() {
  return checked('email', checkEmail);
}

/** Required password of at least `min` characters (spec 000 §5). */
export function passwordField(min?: number) {
  return checked('password', checkPassword(min));
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
