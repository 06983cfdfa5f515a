import type { FieldError } from '@lifeguard/contracts/errors';

/** At most this many addresses an account (allauth's ACCOUNT_MAX_EMAIL_ADDRESSES). */
export const MAX_EMAIL_ADDRESSES = 5;

/**
 * The 400 errors of sign-up, email management and verification (issue 16 §2–§4), with the
 * messages and codes of allauth's account adapter and headless adapter.
 */
export const emailProblems = {
  /** The address belongs to another account (sign-up, add). */
  taken: {
    message: 'A user is already registered with this email address.',
    code: 'email_taken',
    param: 'email',
  },
  /** The address is already one of this account's (add). */
  duplicate: {
    message: 'This email address is already associated with this account.',
    code: 'duplicate_email',
    param: 'email',
  },
  tooMany: {
    message: `You cannot add more than ${MAX_EMAIL_ADDRESSES} email addresses.`,
    code: 'max_email_addresses',
    param: 'email',
  },
  /** Not an address of this account (resend, make primary, remove). */
  unknown: { message: 'Unknown email address.', code: 'unknown_email', param: 'email' },
  primary: {
    message: 'You cannot remove your primary email address.',
    code: 'cannot_remove_primary_email',
    param: 'email',
  },
  unverified: {
    message: 'Your primary email address must be verified.',
    code: 'unverified_primary_email',
    param: 'email',
  },
  /** Resend for an address already verified: there is nothing to confirm. */
  verified: {
    message: 'This email address is already verified.',
    code: 'email_already_verified',
    param: 'email',
  },
  /** A missing, unknown, expired or used verification key. */
  invalidKey: { message: 'Invalid or expired key.', code: 'invalid_or_expired_key', param: 'key' },
} satisfies Record<string, FieldError>;
