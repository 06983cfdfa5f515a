/**
 * Characters that pass for a letter at a glance in a host name ('paypa1', 'rnicrosoft', Cyrillic
 * 'аpple'), written once for the server's link checker (api scam-signs lookalikes.ts, issue 12)
 * and the browser extension's lookalike check (extension lookalike-words.ts, issue 32
 * "Lookalike-domain detection"). Each maps the lookalike text to the Latin letter(s) it passes for.
 */

/**
 * Digits and Latin letter pairs that pass for a letter wherever they stand: '0' for o, 'rn' for
 * m. '1' passes for both l and i, so a name with a 1 has two readings.
 */
export const LOOKALIKE_DIGITS_AND_PAIRS: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['l', 'i'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '7': ['t'],
  '8': ['b'],
  '9': ['g'],
  rn: ['m'],
  vv: ['w'],
};

/**
 * Letters of other alphabets that look like Latin ones (Unicode's confusables: the common
 * Cyrillic and Greek ones, and IPA's script g): 'аpple' with a Cyrillic а reads as 'apple'.
 */
export const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
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
  ѡ: 'w',
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
  ϲ: 'c',
  ɡ: 'g',
};

/**
 * Ordinary Latin text that passes for another letter only in place of that letter of a brand's
 * name ('lnstagram', 'clocusign'). Read into every name it would rewrite real words ('paypal' as
 * 'paypai', 'cloud' as 'doud'), so a checker that reads a whole name leaves these out.
 */
export const IN_PLACE_LOOKALIKES: Readonly<Record<string, string>> = {
  l: 'i',
  cl: 'd',
};
