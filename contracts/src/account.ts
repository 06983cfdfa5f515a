/** The account pages (issue 13 "Account pages", spec 001 §2): values both sides use. */

/** Largest avatar upload, in bytes (2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Image types an avatar may be, checked against the file's bytes, not only its name. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Longest name part (first, middle, last, suffix), in characters. */
export const NAME_PART_MAX_LENGTH = 150;

/**
 * How recent a Google sign-in must be to delete an account without a password: 10 minutes
 * (in ms) since the session started with method `google`.
 */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** The export's file name: `lifeguard-data-<yyyy-mm-dd>.json`. */
export const exportFileName = (at: Date) => `lifeguard-data-${at.toISOString().slice(0, 10)}.json`;
