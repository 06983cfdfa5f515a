import { CONFUSABLE_LETTERS, LOOKALIKE_DIGITS_AND_PAIRS } from '@lifeguard/contracts/lookalike-characters';
import { BRANDS, type Brand } from './brands.js';

const SEQUENCES = Object.entries(LOOKALIKE_DIGITS_AND_PAIRS);

/**
 * Digits and letter pairs that pass for one letter, with it ('0' → o, 'rn' → m), from the shared
 * table (contracts lookalike-characters.ts, issue 32).
 */
const DIGIT_LETTERS = SEQUENCES.filter(([, letters]) => letters.length === 1).map(
  ([text, [letter]]) => [text, letter!] as const,
);

/** Those that pass for several letters ('1' for l and i): each letter gives a reading of its own. */
const AMBIGUOUS = SEQUENCES.filter(([, letters]) => letters.length > 1);

/**
 * How `token` reads to the eye: confusable letters as Latin, then digits and pairs as letters
 * ('νν' → 'vv' → 'w'; '1' as l and as i). The shared table's in-place lookalikes ('l' for i) are
 * not read here: read everywhere, they would rewrite the brand names themselves.
 */
export function readings(token: string): string[] {
  let text = [...token].map((ch) => CONFUSABLE_LETTERS[ch] ?? ch).join('');
  for (const [lookalike, letter] of DIGIT_LETTERS) text = text.replaceAll(lookalike, letter);
  const all = AMBIGUOUS.reduce(
    (texts, [lookalike, letters]) =>
      texts.flatMap((read) => letters.map((letter) => read.replaceAll(lookalike, letter))),
    [text],
  );
  return [...new Set(all)];
}

/** Levenshtein distance of `a` and `b`, stopping early above `max` (answers max + 1). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    if (Math.min(...current) > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A token that imitates a brand without being it, and how. */
export type Imitation = { brand: Brand; how: 'characters' | 'typo' };

/**
 * The brand `token` imitates: read with lookalike characters it names the brand
 * ('paypa1', 'amaz0n', 'rnicrosoft', 'аpple'), or it is one letter off a brand of 5+ letters
 * ('netfliix', 'paypall'). A token that plainly names the brand imitates nothing here.
 */
export function imitatedBrand(token: string): Imitation | undefined {
  const plain = BRANDS.some((b) => token === b.token || (b.token.length >= 5 && token.includes(b.token)));
  if (plain) return undefined;
  for (const reading of readings(token)) {
    if (reading === token) continue;
    const brand = BRANDS.find(
      (b) => reading === b.token || (b.token.length >= 5 && reading.includes(b.token)),
    );
    if (brand) return { brand, how: 'characters' };
  }
  const typo = BRANDS.find((b) => b.token.length >= 5 && editDistance(token, b.token, 1) === 1);
  return typo && { brand: typo, how: 'typo' };
}
