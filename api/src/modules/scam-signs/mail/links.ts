import { parse } from 'tldts';
import { checkUrl, NotAUrlError } from '../url-signs.js';
import { siteOf } from './domains.js';
import type { Finding, MailContext } from './finding.js';
import type { MailLink } from './html.js';
import type { ParsedMail } from './parse.js';

/** Public link shorteners: the address says nothing of where the link lands. */
const SHORTENERS = new Set(
  'bit.ly tinyurl.com t.co ow.ly is.gd v.gd buff.ly rebrand.ly cutt.ly shorturl.at rb.gy t.ly tiny.cc bit.do s.id qrco.de shorte.st'.split(
    ' ',
  ),
);

/**
 * Mailing services that wrap every link of a newsletter in a click-counting redirect: a link
 * showing the sender's site but going through them is how ordinary bulk mail looks.
 */
const CLICK_TRACKERS = new Set(
  'sendgrid.net list-manage.com mcsv.net mandrillapp.com exacttarget.com hubspotlinks.com rs6.net sailthru.com mailgun.org sparkpostmail.com urldefense.com outlook.com'.split(
    ' ',
  ),
);

/** The link checker's form signs that mark a link in a message, with their weight. */
const FORM_SIGNS: Record<string, { weight: number; say: (host: string) => string }> = {
  not_web: { weight: 3, say: () => 'A link would run code instead of opening a website' },
  at_sign: { weight: 3, say: (h) => `A link hides its real destination, ${h}, behind an "@"` },
  ip_address: { weight: 3, say: (h) => `A link goes to a bare number (${h}) instead of a website name` },
  long_host: {
    weight: 1,
    say: (h) => `A link's website name has many parts (${h}), which hides the real site in the middle`,
  },
  abused_ending: { weight: 1, say: (h) => `A link goes to ${h}, on an ending often used for scams` },
};

const SHOWN_HOST = /(?:^|[\s(<"'])(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?=$|[\s/:?#)>"',.])/i;

/** The site a link's text shows, when the text reads as an address ('www.chase.com', 'chase.com/login'). */
function shownSite(text: string): { host: string; site: string } | null {
  const host = SHOWN_HOST.exec(text)?.[1]?.toLowerCase();
  if (!host || host.includes('@')) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  return parsed.domain && parsed.isIcann !== null
    ? { host: host.replace(/^www\./, ''), site: parsed.domain }
    : null;
}

/** The warning signs of one link of a message; none for mailto:, tel: and text that is no address. */
export function linkFindings(link: MailLink): Finding[] {
  if (/^(mailto|tel|sms|cid):/i.test(link.href) || link.href.startsWith('#')) return [];
  let check;
  try {
    check = checkUrl(link.href);
  } catch (error) {
    if (error instanceof NotAUrlError) return [];
    throw error;
  }
  const url = check.url;
  const findings: Finding[] = check.signs.flatMap((sign) => {
    const form = FORM_SIGNS[sign.code];
    return form
      ? [
          {
            scam_type: 'malicious_link' as const,
            weight: form.weight,
            description: form.say(check.host),
            url,
          },
        ]
      : [];
  });
  if (!check.host) return findings;
  const site = check.registrable_domain ?? check.host;
  if (SHORTENERS.has(site)) {
    findings.push({
      scam_type: 'malicious_link',
      weight: 2,
      description: `A link hides where it goes behind the link shortener ${site}`,
      url,
    });
  }
  const shown = shownSite(link.text);
  if (shown && shown.site !== site && !CLICK_TRACKERS.has(site) && !SHORTENERS.has(site)) {
    findings.push({
      scam_type: 'phishing',
      weight: 3,
      description: `Link text shows ${shown.host} but goes to ${siteOf(check.host)}`,
      url,
    });
  }
  return findings;
}

/**
 * The links of a message (issue 14 "links"): text showing one site but going to another,
 * bare IP addresses, hidden destinations, shorteners, hosts with many parts. The same reason
 * given by several links counts once.
 */
export function linksFindings(mail: ParsedMail, _context: MailContext): Finding[] {
  const seen = new Set<string>();
  return mail.links.flatMap(linkFindings).filter((f) => !seen.has(f.description) && seen.add(f.description));
}
