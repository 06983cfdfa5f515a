import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { formSigns } from './form-signs.js';
import { nameSigns } from './name-signs.js';
import type { UrlSign } from './url-sign.js';

/** dangerous: a strong sign; suspicious: a moderate one; no_warning_signs: none (not a promise). */
export type UrlVerdict = 'dangerous' | 'suspicious' | 'no_warning_signs';

/** What check_url says of a link. `fetched` is always false: the link is never opened. */
export type UrlCheck = {
  url: string;
  scheme: string;
  host: string;
  /** The host as a browser may show it (international letters decoded from xn--). */
  host_unicode: string;
  /** The part of the host that someone registered, e.g. evil.example in paypal.com.evil.example. */
  registrable_domain: string | null;
  public_suffix: string | null;
  subdomain: string | null;
  is_ip: boolean;
  /** The brand the address imitates or names without belonging to it, e.g. 'PayPal', or null. */
  imitates: string | null;
  signs: UrlSign[];
  verdict: UrlVerdict;
  summary: string;
  fetched: false;
};

/** Thrown for text that is not a web address at all. */
export class NotAUrlError extends Error {}

const WEB_SCHEMES = new Set(['http:', 'https:']);
const EXPLICIT_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const BARE_SCHEME = /^(javascript|data|vbscript|file|blob|mailto|tel|sms):/i;

/** Parses what the user pasted: a missing scheme reads as https (as browsers complete it). */
function toUrl(text: string): URL {
  const trimmed = text.trim();
  const withScheme =
    EXPLICIT_SCHEME.test(trimmed) || BARE_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) throw new NotAUrlError('That does not look like a web address.');
  return new URL(withScheme);
}

function verdictOf(signs: readonly UrlSign[]): UrlVerdict {
  if (signs.some((s) => s.level === 'high')) return 'dangerous';
  if (signs.some((s) => s.level === 'medium')) return 'suspicious';
  return 'no_warning_signs';
}

function summaryOf(verdict: UrlVerdict, where: string, signs: readonly UrlSign[]): string {
  const strong = signs.filter((s) => s.level !== 'low').length;
  if (verdict === 'no_warning_signs') {
    return `This link opens ${where}. It shows none of the usual warning signs, which is not a guarantee: only open it if you expected it, and type important addresses yourself.`;
  }
  const how = verdict === 'dangerous' ? 'looks dangerous' : 'looks suspicious';
  return `This link opens ${where} and ${how}: ${strong} warning sign${strong === 1 ? '' : 's'}. Do not open it or type anything into it.`;
}

/**
 * Checks a link without opening it (issue 12 `check_url`): what site it really opens (the
 * registrable domain by the Public Suffix List, private suffixes included) and its warning
 * signs: not a web address, a user part before "@", a bare IP address, no https, punycode,
 * mixed alphabets, lookalike characters or a one-letter typo of a known brand, a brand's name
 * on a domain it does not own or only in the subdomain, a very long host, an unknown or
 * much-abused ending. A missing scheme reads as https.
 * @throws NotAUrlError when `text` is not an address at all.
 */
export function checkUrl(text: string): UrlCheck {
  const url = toUrl(text);
  const scheme = url.protocol.replace(/:$/, '');
  const base = { url: url.href, scheme, fetched: false as const };
  if (!WEB_SCHEMES.has(url.protocol)) {
    const signs: UrlSign[] = [
      {
        code: 'not_web',
        level: /^(javascript|data|vbscript|file|blob)$/.test(scheme) ? 'high' : 'medium',
        explanation: `This is not a website address but a "${scheme}:" link, which can run code or open something on your device.`,
      },
    ];
    const nothing = {
      host: '',
      host_unicode: '',
      registrable_domain: null,
      public_suffix: null,
      subdomain: null,
    };
    const summary = signs[0]!.explanation;
    return { ...base, ...nothing, is_ip: false, imitates: null, signs, verdict: verdictOf(signs), summary };
  }
  const parsed = parse(url.hostname, { allowPrivateDomains: true });
  const hostUnicode = domainToUnicode(url.hostname) || url.hostname;
  const names = parsed.isIp ? { signs: [], imitates: null } : nameSigns(url, parsed, hostUnicode);
  const signs = [...formSigns(url, parsed), ...names.signs];
  const verdict = verdictOf(signs);
  const where = parsed.domain ?? url.hostname;
  return {
    ...base,
    host: url.hostname,
    host_unicode: hostUnicode,
    registrable_domain: parsed.domain,
    public_suffix: parsed.publicSuffix,
    subdomain: parsed.subdomain || null,
    is_ip: Boolean(parsed.isIp),
    imitates: names.imitates,
    signs,
    verdict,
    summary: summaryOf(verdict, where, signs),
  };
}
