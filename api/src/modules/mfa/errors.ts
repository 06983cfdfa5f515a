import type { FieldError } from '@lifeguard/contracts/errors';

/** allauth's answer to a wrong, used or expired code (MFA adapter `incorrect_code`). */
export const INCORRECT_CODE: FieldError = {
  message: 'Incorrect code.',
  code: 'incorrect_code',
  param: 'code',
};

/** allauth's refusal to make recovery codes without an authenticator app. */
export const CANNOT_GENERATE_RECOVERY_CODES: FieldError = {
  message: 'You cannot generate recovery codes without having two-factor authentication enabled.',
  code: 'cannot_generate_recovery_codes',
};

/** allauth's answer past the limit of attempts (its `too_many_login_attempts`), with status 429. */
export const TOO_MANY_ATTEMPTS: FieldError = {
  message: 'Too many failed login attempts. Try again later.',
  code: 'too_many_login_attempts',
};
