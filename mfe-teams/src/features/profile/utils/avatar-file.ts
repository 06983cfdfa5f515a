import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@lifeguard/contracts/account';

/** What the file input accepts: the image types the server takes (issue 13 "Account pages"). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Refusals of a chosen file, in plain words, before anything is sent. */
export const avatarMessages = {
  wrongType: 'Choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'Choose an image of 2 MB or less.',
} as const;

/**
 * Why `file` cannot be the profile photo, or null when it may be sent: its type must be one of
 * AVATAR_TYPES and its size at most AVATAR_MAX_BYTES (2 MB), the server's own limits (it answers
 * 400 `invalid_image` and 413 otherwise; issue 13 "Account pages").
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return avatarMessages.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}
