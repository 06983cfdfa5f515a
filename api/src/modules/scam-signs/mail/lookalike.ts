import { checkUrl, NotAUrlError, type UrlCheck } from '../url-signs.js';
import { emailDomain } from './domains.js';
import type { Finding, MailContext, ScamType } from './finding.js';
import type { ParsedMail } from './parse.js';

/** How a domain passes itself off as a brand's, strongest first. */
type Imitation = {
  how: 'lookalike' | 'in_subdomain' | 'not_owned' | 'punycode';
  brand: string;
  site: string;
  shown: string;
};

const LOOKALIKE_CODES = new Set(['lookalike_characters', 'brand_typo', 'mixed_scripts']);

const check = (url: string): UrlCheck | null => {
  try {
    return checkUrl(url);
  } catch (error) {
    if (error instanceof NotAUrlError) return null;
    throw error;
  }
};

/**
 * The brand a host imitates, by the link checker's name signs (lookalikes.ts: confusable
 * letters, digits for letters, one-letter typos, mixed alphabets, punycode; brands.ts: a brand's
 * name on a domain or subdomain it does not own), or null.
 */
export function imitationOf(url: string): Imitation | null {
  const result = check(url);
  if (!result?.host || result.is_ip) return null;
  const codes = new Set(result.signs.map((s) => s.code));
  const site = result.registrable_domain ?? result.host;
  const base = { brand: result.imitates ?? '', site, shown: result.host_unicode };
  if (result.imitates && [...codes].some((c) => LOOKALIKE_CODES.has(c))) return { ...base, how: 'lookalike' };
  if (result.imitates && codes.has('brand_in_subdomain')) return { ...base, how: 'in_subdomain' };
  if (result.imitates && codes.has('brand_not_owned')) return { ...base, how: 'not_owned' };
  if (codes.has('punycode') || codes.has('mixed_scripts')) return { ...base, how: 'punycode' };
  return null;
}

const WEIGHTS: Record<Imitation['how'], number> = {
  lookalike: 4,
  in_subdomain: 4,
  not_owned: 3,
  punycode: 2,
};

function senderFinding({ how, brand, site, shown }: Imitation): Finding {
  const kind: ScamType =
    how === 'lookalike' || how === 'punycode' ? 'lookalike_domain' : 'brand_impersonation';
  const description = {
    lookalike: `Sender domain ${site} imitates ${brand}`,
    in_subdomain: `The sender's address puts ${brand}'s name in front of ${site}, which is not ${brand}'s`,
    not_owned: `Sender domain ${site} uses the name ${brand} but does not belong to ${brand}`,
    punycode: `Sender domain ${site} is written with letters from another alphabet and shows as ${shown}`,
  }[how];
  return { scam_type: kind, weight: WEIGHTS[how], description };
}

function linkFinding({ how, brand, site, shown }: Imitation, url: string): Finding {
  const description = {
    lookalike: `A link goes to ${site}, which imitates ${brand}`,
    in_subdomain: `A link shows ${brand}'s name at the front but really goes to ${site}`,
    not_owned: `A link goes to ${site}, which uses the name ${brand} but does not belong to ${brand}`,
    punycode: `A link goes to ${shown}, written with letters from another alphabet`,
  }[how];
  return { scam_type: 'phishing', weight: WEIGHTS[how], description, url };
}

/**
 * Sender and link domains that pass for a brand's (issue 14 "lookalike domains"): the sender's
 * domain once, each imitating link site once (links to an imitation are phishing).
 */
export function lookalikeFindings(mail: ParsedMail, _context: MailContext): Finding[] {
  const findings: Finding[] = [];
  const domain = emailDomain(mail.from.email);
  const sender = domain ? imitationOf(`https://${domain}/`) : null;
  if (sender) findings.push(senderFinding(sender));
  const seen = new Set<string>();
  for (const link of mail.links) {
    if (!/^https?:/i.test(link.href)) continue;
    const imitation = imitationOf(link.href);
    if (!imitation || seen.has(imitation.site)) continue;
    seen.add(imitation.site);
    findings.push(linkFinding(imitation, link.href));
  }
  return findings;
}
