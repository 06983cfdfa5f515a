import {
  CONFUSABLE_LETTERS,
  IN_PLACE_LOOKALIKES,
  LOOKALIKE_DIGITS_AND_PAIRS,
} from '@lifeguard/contracts/lookalike-characters';

/**
 * The data of the lookalike check (lookalike.ts): characters that pass for a brand's letters, and
 * the words phishing domains put around a brand's name. The characters are the server's link
 * checker's (contracts lookalike-characters.ts), in-place ones included ('l' for i: 'lnstagram'),
 * since this check only tries them where the brand's name has that letter.
 */

/** Each lookalike text with a letter it passes for, from every table of the shared one. */
const LOOKALIKES: [text: string, letter: string][] = [
  ...Object.entries(LOOKALIKE_DIGITS_AND_PAIRS).flatMap(([text, letters]) =>
    letters.map((letter): [string, string] => [text, letter]),
  ),
  ...Object.entries(CONFUSABLE_LETTERS),
  ...Object.entries(IN_PLACE_LOOKALIKES),
];

const disguises: Record<string, string[]> = {};
for (const [text, letter] of LOOKALIKES) (disguises[letter] ??= []).push(text);

/**
 * For each letter or digit of a brand token, what passes for it at a glance in a host name
 * (issue 32 "Lookalike-domain detection"): `DISGUISES.i` is '1', 'і' (Cyrillic), 'ι' (Greek), 'l'.
 */
export const DISGUISES: Readonly<Record<string, readonly string[]>> = disguises;

/**
 * Words that phishing domains add to a brand's name to look official or urgent
 * ('paypal-secure-login', 'amazongiftcards', 'irs-gov-refund'), from APWG and FTC reports. A
 * brand's name with anything else around it ('paypalace', 'pineapple', 'googleapis',
 * 'amazon-rainforest') is not a lookalike. Words that brands use for their own products are left
 * out on purpose: 'pay' (applepay), 'mail' (googlemail), 'care' (applecare), 'web', 'app',
 * 'store', 'plus'.
 */
export const LURE_WORDS: readonly string[] = [
  'access',
  'account',
  'accounts',
  'alert',
  'alerts',
  'auth',
  'authentication',
  'bank',
  'banking',
  'billing',
  'bonus',
  'card',
  'cards',
  'case',
  'center',
  'centre',
  'check',
  'checkout',
  'claim',
  'client',
  'com',
  'confirm',
  'confirmation',
  'customer',
  'delivery',
  'desk',
  'dispute',
  'fraud',
  'free',
  'gift',
  'giftcard',
  'gifts',
  'gov',
  'help',
  'helpdesk',
  'http',
  'https',
  'id',
  'info',
  'invoice',
  'limited',
  'locked',
  'login',
  'logon',
  'member',
  'members',
  'my',
  'notice',
  'notification',
  'offer',
  'offers',
  'official',
  'online',
  'package',
  'parcel',
  'password',
  'payment',
  'payments',
  'portal',
  'prize',
  'promo',
  'protect',
  'protection',
  'recover',
  'recovery',
  'redelivery',
  'refund',
  'refunds',
  'reset',
  'resolution',
  'restore',
  'reward',
  'rewards',
  'safe',
  'safety',
  'secure',
  'security',
  'service',
  'services',
  'session',
  'shipment',
  'sign',
  'signin',
  'signon',
  'support',
  'suspended',
  'team',
  'track',
  'tracking',
  'unlock',
  'update',
  'updates',
  'us',
  'usa',
  'user',
  'validate',
  'verification',
  'verify',
  'wallet',
  'warning',
  'winner',
  'www',
];
