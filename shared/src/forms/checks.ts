import { MIN_PASSWORD_LENGTH } from '@lifeguard/contracts/passwords';
import { isValidEmail } from '@lifeguard/shared/forms/email-pattern';
import { messages } from '@lifeguard/shared/forms/messages';

/**
 * Field checks of spec 000 §5 without a schema library: each answers the message of the first
 * rule a value breaks, or null. The yup rules (rules.ts) are built on them, and a form too small
 * to carry formik and yup (the login form, issue 17) calls them directly.
 */
export type FieldCheck = (value: string) => string | null;

/** Required email passing the pattern helper; surrounding spaces are ignored by the pattern. */
export const checkEmail: FieldCheck = (value) => {
  if (!value) return messages.required;
  return isValidEmail(value.trim()) ? null : messages.email;
};

/** Required password of at least `min` characters. */
export function checkPassword(min: number = MIN_PASSWORD_LENGTH): FieldCheck {
  return (value) => {
    if (!value) return messages.required;
    return value.length < min ? messages.min(min) : null;
  };
}
