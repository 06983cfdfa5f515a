import type { parse } from 'tldts';
import type { UrlSign } from './url-sign.js';

/** Endings handed out free or cheaply and common in scam links (Spamhaus, Interisle reports). */
const ABUSED_SUFFIXES = new Set('zip mov top xyz click gq tk ml cf ga icu buzz cam rest'.split(' '));
const MAX_HOST_LENGTH = 50;
const MAX_SUBDOMAIN_LABELS = 3;

/** The signs of the address's form: not web, a user part, an IP, no https, length, ending. */
export function formSigns(url: URL, parsed: ReturnType<typeof parse>): UrlSign[] {
  const signs: UrlSign[] = [];
  if (url.username || url.password) {
    signs.push({
      code: 'at_sign',
      level: 'high',
      explanation: `Everything before the "@" is ignored by the browser; the link really opens ${url.hostname}.`,
    });
  }
  if (parsed.isIp) {
    signs.push({
      code: 'ip_address',
      level: 'high',
      explanation: `The link goes to a bare number (${url.hostname}) instead of a website name; real companies do not send links like that.`,
    });
  }
  if (url.protocol === 'http:') {
    signs.push({
      code: 'no_https',
      level: 'medium',
      explanation:
        'The link is not secure (http, not https): what you type could be read on the way. Banks and shops always use https.',
    });
  }
  const subdomainLabels = parsed.subdomain ? parsed.subdomain.split('.').length : 0;
  if (url.hostname.length > MAX_HOST_LENGTH || subdomainLabels > MAX_SUBDOMAIN_LABELS) {
    signs.push({
      code: 'long_host',
      level: 'medium',
      explanation:
        'The website name is unusually long, with many parts, which hides the real site in the middle.',
    });
  }
  if (!parsed.isIp && parsed.publicSuffix && !parsed.isIcann && !parsed.isPrivate) {
    signs.push({
      code: 'unknown_ending',
      level: 'medium',
      explanation: `The ending ".${parsed.publicSuffix}" is not a public internet domain ending.`,
    });
  }
  if (parsed.isPrivate) {
    signs.push({
      code: 'shared_hosting',
      level: 'low',
      explanation: `The site lives on ${parsed.publicSuffix}, a service where anyone can make a website; it says nothing about who runs it.`,
    });
  }
  if (parsed.publicSuffix && ABUSED_SUFFIXES.has(parsed.publicSuffix)) {
    signs.push({
      code: 'abused_ending',
      level: 'low',
      explanation: `Addresses ending in ".${parsed.publicSuffix}" are cheap and often used for scams.`,
    });
  }
  return signs;
}
