import { BRANDS, type Brand } from './brands.js';

/** Digits and letter pairs that pass for letters at a glance, with what they pass for. */
const DIGIT_LETTERS: [RegExp, string][] = [
  [/0/g, 'o'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/8/g, 'b'],
  [/9/g, 'g'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * Letters of other alphabets that look like Latin ones (Unicode's confusables, the common
 * Cyrillic and Greek ones): 'аpple' with a Cyrillic а reads as 'apple'.
 */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** How `token` reads to the eye: confusable letters as Latin, digits as letters ('1' as l and i). */
export function readings(token: string): string[] {
  let text = [...token].map((ch) => CONFUSABLES[ch] ?? ch).join('');
  for (const [pattern, letter] of DIGIT_LETTERS) text = text.replace(pattern, letter);
  return [...new Set([text.replaceAll('1', 'l'), text.replaceAll('1', 'i')])];
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
