import { parse } from 'tldts';
import { BRANDS, ownedBy, type Brand } from '../brands.js';
import { authenticatedDomain, authenticationFindings } from './authentication.js';
import { emailDomain, FREE_MAIL, siteOf } from './domains.js';
import type { Finding, MailContext } from './finding.js';
import type { ParsedMail } from './parse.js';

/** Words a company's display name adds to its own ("PayPal Security Team", "USPS Delivery"). */
const SERVICE_WORDS = new Set(
  `the a of and team support service services customer customers care security secure alert alerts
  account accounts billing bank banking online notification notifications notice notices delivery
  deliveries shipping shipment express center centre department dept help helpdesk desk no noreply
  reply do not com net org gov us usa inc llc official info payment payments rewards refund refunds
  prime premium fraud protection verification verify admin administrator card cards mail message
  messages update updates id store tax claims postal defender antivirus renewal subscription
  subscriptions member members services helpline tech technical resolution center dispute`.split(/\s+/),
);

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The brand a display name presents itself as: some run of its words spells the brand's token
 * ("Bank of America" → bankofamerica) and every other word is a service word. "Chase Miller"
 * is a person, not the bank.
 */
export function brandOfDisplayName(name: string): Brand | undefined {
  const words = wordsOf(name);
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      const brand = BRANDS.find((b) => b.token === words.slice(start, end).join(''));
      const rest = [...words.slice(0, start), ...words.slice(end)];
      if (brand && rest.every((w) => SERVICE_WORDS.has(w))) return brand;
    }
  }
  return undefined;
}

const normalName = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

function displayNameFindings({ from }: ParsedMail, context: MailContext): Finding[] {
  const domain = emailDomain(from.email);
  const site = siteOf(domain);
  const shownAddress = /[\w.+-]+@([\w-]+\.)+[a-z]{2,}/i.exec(from.name)?.[0];
  if (shownAddress && siteOf(emailDomain(shownAddress)) !== site) {
    return [
      {
        scam_type: 'spoofed_sender',
        weight: 3,
        description: `The sender's name shows the address ${shownAddress.toLowerCase()}, but the mail really comes from ${domain}`,
      },
    ];
  }
  const findings: Finding[] = [];
  const brand = brandOfDisplayName(from.name);
  const label = parse(site, { allowPrivateDomains: true }).domainWithoutSuffix ?? '';
  if (brand && !ownedBy(brand, site, label)) {
    findings.push({
      scam_type: 'brand_impersonation',
      weight: 3,
      description: `The sender calls itself "${from.name}" but writes from ${domain}, which does not belong to ${brand.name}`,
    });
  }
  const named = context.contacts.filter((c) => normalName(c.name) === normalName(from.name));
  if (named.length > 0 && !named.some((c) => c.email.toLowerCase() === from.email)) {
    findings.push({
      scam_type: 'spoofed_sender',
      weight: 3,
      description: `The sender uses the name of your contact ${named[0]!.name} but writes from ${from.email}, not the address you know`,
    });
  }
  return findings;
}

function addressFindings(mail: ParsedMail, context: MailContext): Finding[] {
  const findings: Finding[] = [];
  const fromDomain = emailDomain(mail.from.email);
  const fromSite = siteOf(fromDomain);
  if (mail.from.email === context.userEmail.toLowerCase() && authenticationFindings(mail, context).length) {
    findings.push({
      scam_type: 'spoofed_sender',
      weight: 3,
      description: 'The message pretends to come from your own address, which failed the checks',
    });
  }
  const reply = mail.replyTo && emailDomain(mail.replyTo.email);
  if (reply && siteOf(reply) !== fromSite) {
    findings.push({
      scam_type: 'spoofed_sender',
      weight: FREE_MAIL.has(siteOf(reply)) && !FREE_MAIL.has(fromSite) ? 2 : 1,
      description: `Replies would go to ${mail.replyTo!.email}, not to the sender's ${fromDomain}`,
    });
  }
  const bounce = mail.returnPath && emailDomain(mail.returnPath);
  if (bounce && siteOf(bounce) !== fromSite && !authenticatedDomain(mail)) {
    findings.push({
      scam_type: 'spoofed_sender',
      weight: 1,
      description: `The message was really sent by ${bounce}, not by the ${fromDomain} it shows`,
    });
  }
  return findings;
}

/**
 * Who the message says it is from against who sent it (issue 14 "the sender"): a brand or an
 * address in the display name that the address does not belong to, a contact's name on a
 * stranger's address, the user's own address forged, Reply-To and Return-Path elsewhere.
 */
export function senderFindings(mail: ParsedMail, context: MailContext): Finding[] {
  if (!mail.from.email) return [];
  return [...displayNameFindings(mail, context), ...addressFindings(mail, context)];
}
