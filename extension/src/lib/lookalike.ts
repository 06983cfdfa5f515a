import { parse } from 'tldts';
import { DISGUISES, LURE_WORDS } from './lookalike-words';
import { labelToUnicode } from './punycode';

/**
 * A brand scammers imitate, as the blocklist endpoint answers it (`brands` of
 * GET /integrations/api/extension/blocklist/, from the server's scam-signs brands): the token as
 * it appears in a domain ('paypal'), the name to show ('PayPal') and the domains it owns.
 */
export type Brand = { token: string; name: string; domains: readonly string[] };

/**
 * How a host passes itself off as a brand's:
 * - `lookalike_characters`: the name written with characters that pass for its letters, or split
 *   by hyphens ('paypa1.com', 'rnicrosoft.com', 'xn--pple-43d.com' shown as 'аpple.com', 'pay-pal.com');
 * - `brand_and_lure_words`: the exact name with words like "secure" or "login" around it
 *   ('paypal-secure-login.com', 'amazongiftcards.shop');
 * - `brand_in_subdomain`: the name or the brand's domain in front of someone else's domain
 *   ('paypal.com.evil.net', 'secure-paypal.evil.net').
 */
export type LookalikeReason = 'lookalike_characters' | 'brand_and_lure_words' | 'brand_in_subdomain';

/** The brand a host imitates, and how. */
export type Lookalike = { brand: Brand; reason: LookalikeReason };

/** Tokens shorter than this ('ups', 'irs', 'ssa', 'dhl') hide in ordinary words ('startups', 'first'). */
const SHORT_TOKEN = 4;

/** Where the lure words that start at `at` in `text` end. */
const lureWordEnds = (text: string, at: number) =>
  LURE_WORDS.filter((word) => text.startsWith(word, at)).map((word) => at + word.length);

/** Whether `piece` (no hyphens) is made of lure words and digits only ('securelogin', '24'). */
function isLurePiece(piece: string): boolean {
  const reachable = new Set([0]);
  for (let at = 0; at < piece.length; at++) {
    if (!reachable.has(at)) continue;
    for (const end of lureWordEnds(piece, at)) reachable.add(end);
    let end = at;
    while (end < piece.length && piece[end]! >= '0' && piece[end]! <= '9') end++;
    if (end > at) reachable.add(end);
  }
  return reachable.has(piece.length);
}

/** Whether the text around a brand's name is nothing but lure words, digits and hyphens. */
const isLureText = (text: string) => text.split('-').every((piece) => piece === '' || isLurePiece(piece));

/** A span of a label that reads as a token: where it ends and whether it disguises the token. */
type Span = { end: number; disguised: boolean };

/**
 * The spans of `label` from `start` that read as `token`: each letter as itself or as one of its
 * DISGUISES, and for tokens of SHORT_TOKEN letters or more a hyphen between letters ('pay-pal').
 */
function spansAt(label: string, start: number, token: string): Span[] {
  const spans: Span[] = [];
  const walk = (at: number, letter: number, disguised: boolean) => {
    if (letter === token.length) {
      spans.push({ end: at, disguised });
      return;
    }
    const expected = token[letter]!;
    if (label.startsWith(expected, at)) walk(at + 1, letter + 1, disguised);
    for (const disguise of DISGUISES[expected] ?? []) {
      if (label.startsWith(disguise, at)) walk(at + disguise.length, letter + 1, true);
    }
    if (token.length >= SHORT_TOKEN && letter > 0 && label[at] === '-') walk(at + 1, letter, true);
  };
  walk(start, 0, false);
  return spans;
}

/**
 * How one label (Unicode) imitates `token`, or null. The text around the name must be lure words
 * only; the bare name itself is no imitation (the brand's own domain, or a tenant named after it
 * on a hosting platform, like google.github.io). Short tokens count only literally and as a
 * hyphen-separated word ('ups-tracking', not 'startups' nor 'up5').
 */
function imitationInLabel(
  label: string,
  token: string,
): Exclude<LookalikeReason, 'brand_in_subdomain'> | null {
  const short = token.length < SHORT_TOKEN;
  for (let start = 0; start < label.length; start++) {
    for (const { end, disguised } of spansAt(label, start, token)) {
      const before = label.slice(0, start);
      const after = label.slice(end);
      if (short && (disguised || !/(^|-)$/.test(before) || !/^(-|$)/.test(after))) continue;
      if (!isLureText(before) || !isLureText(after)) continue;
      if (disguised) return 'lookalike_characters';
      if (before || after) return 'brand_and_lure_words';
    }
  }
  return null;
}

/** Whether `label` starts with a public suffix of ICANN's list ('com', 'com-secure', 'co'). */
function isSuffixLike(label: string | undefined): boolean {
  const word = label?.split('-')[0];
  if (!word) return false;
  const parsed = parse(`x.${word}`);
  return parsed.isIcann === true && parsed.publicSuffix === word;
}

/** Whether `host` lies within `domain` (is it or one of its subdomains). */
const isWithin = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Whether `host` (registrable domain `site`, with private suffixes) is the brand's own: its name on
 * an ICANN suffix (paypal.com, paypal.co.uk: brands hold their name on most endings, as the
 * server's brands.ts assumes), or within one of its domains. A domain of the list does not cover
 * sites others registered under a private suffix of it (bucket.s3.amazonaws.com is not Amazon's).
 */
function isOwnedBy(brand: Brand, host: string, site: string, label: string, icann: boolean): boolean {
  if (icann && label === brand.token) return true;
  return brand.domains.some((raw) => {
    const domain = raw.toLowerCase();
    return isWithin(host, domain) && (domain === site || domain.endsWith(`.${site}`));
  });
}

/**
 * The brand whose look-alike `host` is, and how (issue 32 "Lookalike-domain detection"), else
 * null. The registrable domain is found by the Public Suffix List (tldts, private suffixes
 * included, so each tenant of a hosting platform is judged alone). A host that any brand owns is
 * never a lookalike. Then, for the longest tokens first:
 * - the registrable label imitates the brand: its name disguised ('paypa1', 'xn--pple-43d'), or its
 *   exact name with nothing but lure words and digits around it ('paypal-secure-login',
 *   'mypaypal', 'paypal24'); any other text around the name clears it ('paypalace',
 *   'pineapple', 'googleapis', 'paypal-community');
 * - a subdomain label does the same, or is the bare name followed by a label that starts with a
 *   public suffix ('paypal.com.evil.net', 'paypal.com-secure.evil.net'); the bare name alone
 *   before another domain is a tenant, not a lookalike (apple.stackexchange.com).
 * One-letter typos ('paypall') are not judged here: they block too many real words (morton.com
 * is one letter off Norton); the blocklist's hosts cover the known ones. IP addresses and
 * single-label hosts imitate nothing.
 */
export function lookalikeOf(host: string, brands: readonly Brand[]): Lookalike | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  const parsed = parse(name, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || !parsed.domainWithoutSuffix) return null;
  const site = parsed.domain;
  const icann = parsed.isIcann === true;
  const rawLabel = parsed.domainWithoutSuffix;
  if (brands.some((brand) => isOwnedBy(brand, name, site, rawLabel, icann))) return null;

  const label = labelToUnicode(rawLabel);
  const labels = name.split('.').map(labelToUnicode);
  const subdomainCount = parsed.subdomain ? parsed.subdomain.split('.').length : 0;
  const byLength = [...brands].sort((a, b) => b.token.length - a.token.length);
  for (const brand of byLength) {
    const reason = imitationInLabel(label, brand.token);
    if (reason) return { brand, reason };
  }
  for (const brand of byLength) {
    for (let i = 0; i < subdomainCount; i++) {
      const sub = labels[i]!;
      const namesIt =
        imitationInLabel(sub, brand.token) !== null || (sub === brand.token && isSuffixLike(labels[i + 1]));
      if (namesIt) return { brand, reason: 'brand_in_subdomain' };
    }
  }
  return null;
}
