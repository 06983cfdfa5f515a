/**
 * Password rules (spec 000 §5 "Set password", §9), written once for the server's checks and the
 * apps' forms and live checklist.
 */

/** Minimum password length (spec 000 §9). */
export const MIN_PASSWORD_LENGTH = 8;

/** One set-password rule: checklist id and label, the spec's message, the server's error code. */
export type PasswordRule = {
  id: 'length' | 'uppercase' | 'number' | 'special';
  label: string;
  message: string;
  code: string;
  test: (password: string) => boolean;
};

/** The set-password rules of spec 000 §5 with their exact messages, in checklist order. */
export const SET_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    code: 'password_too_short',
    test: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must include at least one uppercase letter',
    code: 'password_no_upper',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must include at least one number',
    code: 'password_no_number',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must include at least one special character',
    code: 'password_no_special',
    test: (password) => /[^A-Za-z0-9]/.test(password),
  },
];

/** The first set-password rule `password` breaks, or undefined when it keeps them all. */
export const brokenPasswordRule = (password: string): PasswordRule | undefined =>
  SET_PASSWORD_RULES.find((rule) => !rule.test(password));
