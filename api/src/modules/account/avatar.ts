import { randomBytes } from 'node:crypto';
import { AVATAR_TYPES, type AvatarType } from '@lifeguard/contracts/account';

/**
 * The signature each avatar type's files start with (issue 13 profile: "image-only"): PNG's
 * 8-byte header, JPEG's SOI marker and the first byte of the next marker, GIF87a/GIF89a, and
 * WebP's RIFF container (bytes 0-3 `RIFF`, 8-11 `WEBP`). SVG is not an avatar type: it can
 * carry script.
 */
const SIGNATURES: Record<AvatarType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The avatar type a `Content-Type` header names (its media type, any parameters dropped), or null. */
export function declaredAvatarType(contentType: string | undefined): AvatarType | null {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (AVATAR_TYPES as readonly string[]).includes(media) ? (media as AvatarType) : null;
}

/** True when `bytes` start with the signature of `type`. */
export const hasSignatureOf = (type: AvatarType, bytes: Buffer) => SIGNATURES[type](bytes);

/** A new avatar version: 16 URL-safe random characters, so each upload gets a new URL. */
export const newAvatarVersion = () => randomBytes(12).toString('base64url');

/** Where an avatar is served (`users.avatar_url`): `/users/api/avatars/{user_id}/{version}/`. */
export const avatarPath = (userId: number, version: string) => `/users/api/avatars/${userId}/${version}/`;
