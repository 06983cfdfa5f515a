/**
 * Phone verification constants. Spec 001 §5 leaves phone number and code rules "not shown";
 * these follow NIST SP 800-63B for out-of-band codes sent by text: a short-lived random code,
 * a small number of guesses per code, and sends limited per number so nobody can flood a
 * stranger's phone (or run up our SMS bill) through this form.
 */

/** A code works for 10 minutes after it is sent (answered as `expires_in`, in seconds). */
export const CODE_TTL_MS = 10 * 60_000;

/** Guesses per code, right or wrong; after them a new code must be requested. */
export const MAX_ATTEMPTS = 5;

/** Codes sent to one number within {@link SEND_WINDOW_MS}, whoever asks. */
export const MAX_SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 15 * 60_000;

/** Wait between two codes to the same number. */
export const RESEND_COOLDOWN_MS = 30_000;

/** Sent codes are kept this long (for the limits and the "expired" answer), then deleted. */
export const RETENTION_MS = 24 * 60 * 60_000;
