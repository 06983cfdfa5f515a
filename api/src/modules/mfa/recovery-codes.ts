import { randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@lifeguard/contracts/allauth';

/** Lowercase letters and digits without look-alikes (no 0/o, 1/l/i): easy to read and type. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Characters a code: 31^8 ≈ 2^39.6 possibilities. */
const CODE_LENGTH = 8;

/** A set of recovery codes as sealed in `authenticators.data`: the codes, and which are used. */
export type RecoveryCodeSet = { codes: string[]; used: number[] };

const randomCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A new set of RECOVERY_CODE_COUNT distinct random codes, none used (issue 16 §6). */
export function newRecoveryCodeSet(): RecoveryCodeSet {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  return { codes: [...codes], used: [] };
}

/** The codes of `set` not used yet, in their order. */
export const unusedCodes = (set: RecoveryCodeSet): string[] =>
  set.codes.filter((_, index) => !set.used.includes(index));

/** What a user typed, as a code is stored: lowercase, without spaces or dashes. */
const normalize = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, '');

/**
 * The index of the unused code of `set` that `typed` is (case, spaces and dashes ignored), or
 * null. Every unused code is compared in constant time, so the timing says nothing of which.
 */
export function matchingUnusedCode(set: RecoveryCodeSet, typed: string): number | null {
  const candidate = Buffer.from(normalize(typed));
  let match: number | null = null;
  set.codes.forEach((code, index) => {
    const stored = Buffer.from(code);
    const equal = stored.length === candidate.length && timingSafeEqual(stored, candidate);
    if (equal && !set.used.includes(index)) match = index;
  });
  return match;
}
