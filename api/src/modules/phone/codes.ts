import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '@lifeguard/contracts/phone';
import { CODE_TTL_MS } from './limits.js';

/** A new code: `CODE_DIGITS` digits from the CSPRNG (uniform over 000000-999999), leading zeros kept. */
export const newCode = () => String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/**
 * The stored form of a code: HMAC-SHA-256 keyed by SECRET_KEY over the user, number and code,
 * hex. Keyed, because six digits alone would be reversed from a leaked table in a moment; bound
 * to user and number, so a code only ever verifies the number it was sent to.
 */
export function hashCode(secretKey: string, userId: number, phoneNumber: string, code: string) {
  return createHmac('sha256', secretKey).update(`${userId}:${phoneNumber}:${code}`).digest('hex');
}

/** Compares two hashes of {@link hashCode} in constant time. */
export function hashesMatch(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The text message (spec 000 §7 send-verification). */
export const codeMessage = (code: string) =>
  `Your Lifeguard verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`;
