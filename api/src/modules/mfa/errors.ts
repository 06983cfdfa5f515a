import { MFA_LOCKED_OUT_CODE } from '@lifeguard/contracts/allauth';
import { allauthError } from '../../plugins/errors.js';
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

/**
 * The answer, with status 429, while a second factor is locked after 10 failed codes (issue 30
 * item 6). allauth has no lockout; the code is ours, so the apps can tell it from the
 * per-minute limit's `too_many_login_attempts`.
 */
export const LOCKED_OUT: FieldError = {
  message:
    'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes; we have emailed you about it.',
  code: MFA_LOCKED_OUT_CODE,
};

/**
 * allauth's answer to a code that was not accepted: 400 `incorrect_code`, or 429
 * {@link LOCKED_OUT} while the second factor is locked.
 */
export const codeRefused = (check: { outcome: 'incorrect_code' | 'locked' }) =>
  check.outcome === 'locked' ? allauthError(429, [LOCKED_OUT]) : allauthError(400, [INCORRECT_CODE]);

/** allauth's answer past the limit of attempts (its `too_many_login_attempts`), with status 429. */
export const TOO_MANY_ATTEMPTS: FieldError = {
  message: 'Too many failed login attempts. Try again later.',
  code: 'too_many_login_attempts',
};
