import { emailDomain, siteOf } from './domains.js';
import type { Finding, MailContext } from './finding.js';
import type { ParsedMail } from './parse.js';

/** One method's verdict (RFC 8601): `pass`, `fail`, `softfail`, `none`, … and its domain, if any. */
type MethodResult = { result: string; domain: string | null };

/** What the receiving provider's Authentication-Results header says, method by method. */
export type AuthenticationResults = { spf: MethodResult[]; dkim: MethodResult[]; dmarc: MethodResult[] };

const METHOD = /^\s*(spf|dkim|dmarc)\s*=\s*([a-z]+)/i;
const DOMAIN_PROPERTY = /\b(?:header\.d|header\.i|header\.from|smtp\.mailfrom)\s*=\s*([^\s;]+)/i;

/** Reads an RFC 8601 Authentication-Results header (comments dropped, methods in order). */
export function readAuthenticationResults(header: string): AuthenticationResults {
  const results: AuthenticationResults = { spf: [], dkim: [], dmarc: [] };
  const statements = header
    .replace(/\([^()]*\)/g, ' ')
    .split(';')
    .slice(1);
  for (const statement of statements) {
    const method = METHOD.exec(statement);
    if (!method) continue;
    const property = DOMAIN_PROPERTY.exec(statement)?.[1];
    const domain = property ? emailDomain(property.replace(/^@/, '')) : null;
    const key = method[1]!.toLowerCase() as keyof AuthenticationResults;
    results[key].push({ result: method[2]!.toLowerCase(), domain });
  }
  return results;
}

const alignedPass = (methods: MethodResult[], site: string) =>
  methods.some((m) => m.result === 'pass' && m.domain !== null && siteOf(m.domain) === site);

/**
 * The sender's registrable domain when the provider proved the From address is really from
 * there: DMARC passed, or, without a DMARC verdict, DKIM or SPF passed for that same domain.
 * A good sign for the sender domain, though not for what the domain itself is. Null otherwise.
 */
export function authenticatedDomain(mail: ParsedMail): string | null {
  if (!mail.authenticationResults || !mail.from.email) return null;
  const results = readAuthenticationResults(mail.authenticationResults);
  const site = siteOf(emailDomain(mail.from.email));
  const dmarc = results.dmarc[0]?.result;
  if (dmarc === 'pass') return site;
  if (dmarc && dmarc !== 'none') return null;
  return alignedPass(results.dkim, site) || alignedPass(results.spf, site) ? site : null;
}

/**
 * Authentication failures in the provider's Authentication-Results header (issue 14): DMARC
 * fail, SPF fail or softfail, DKIM fail. A DMARC pass outweighs the others (forwarding breaks
 * SPF; mailing lists break one signature of several).
 */
export function authenticationFindings(mail: ParsedMail, _context: MailContext): Finding[] {
  if (!mail.authenticationResults) return [];
  const { spf, dkim, dmarc } = readAuthenticationResults(mail.authenticationResults);
  if (dmarc.some((m) => m.result === 'pass')) return [];
  const fromDomain = emailDomain(mail.from.email) || 'the address it shows';
  const findings: Finding[] = [];
  if (dmarc.some((m) => m.result === 'fail')) {
    findings.push({
      scam_type: 'authentication_failure',
      weight: 3,
      description: `The message claims to come from ${fromDomain} but failed the check that proves where mail comes from (DMARC)`,
    });
  }
  const spfResult = spf[0]?.result;
  if (spfResult === 'fail' || spfResult === 'softfail') {
    const domain = spf[0]!.domain ?? fromDomain;
    findings.push({
      scam_type: 'authentication_failure',
      weight: spfResult === 'fail' ? 2 : 1,
      description: `It was sent from a server that ${domain} does not list as one of its own (SPF ${spfResult})`,
    });
  }
  if (dkim.some((m) => m.result === 'fail') && !dkim.some((m) => m.result === 'pass')) {
    findings.push({
      scam_type: 'authentication_failure',
      weight: 2,
      description:
        "The message's digital signature does not match, so it may be forged or altered (DKIM failed)",
    });
  }
  return findings;
}
