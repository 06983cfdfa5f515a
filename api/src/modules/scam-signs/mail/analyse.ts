import { attachmentFindings } from './attachments.js';
import { authenticatedDomain, authenticationFindings } from './authentication.js';
import { contentFindings } from './content.js';
import { ROUTINE_SCAM_TYPES, type Finding, type MailContext } from './finding.js';
import { linksFindings } from './links.js';
import { lookalikeFindings } from './lookalike.js';
import { parseMail, type ParsedMail } from './parse.js';
import { senderFindings } from './sender.js';

export type { Finding, MailContext } from './finding.js';

/** The risk levels of an analysis (spec 001 §3 `analysis.risk_level`). */
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

/** An analysis as a threat event stores it (spec 001 §3 `analysis`; §4 "Real-threat rule"). */
export type MailAnalysis = {
  is_threat: boolean;
  risk_level: RiskLevel;
  findings: { scam_type: string; description: string }[];
};

/** A message as analysed: the analysis and what a threat event shows of the message. */
export type AnalysedMail = {
  analysis: MailAnalysis;
  /** phishing when it is after the user's sign-in or imitates a brand's site, else email. */
  threat_type: 'email' | 'phishing';
  severity: 'critical' | 'high' | 'medium' | 'low' | 'info';
  /** 0..1: how sure the analysis is. */
  confidence: number;
  subject: string;
  sender: { email: string; name: string };
  /** The first 300 characters of the text, whitespace collapsed. */
  excerpt: string;
  /** The link the strongest finding is about, else null. */
  url: string | null;
};

const CHECKS = [
  authenticationFindings,
  senderFindings,
  lookalikeFindings,
  linksFindings,
  attachmentFindings,
  contentFindings,
];
const ROUTINE = new Set<string>(ROUTINE_SCAM_TYPES);
const PHISHING = new Set<string>([
  'phishing',
  'lookalike_domain',
  'brand_impersonation',
  'credential_request',
]);
/** A sender that proved its domain (DMARC, or aligned DKIM/SPF) lowers the score by this much. */
const AUTHENTICATED_CREDIT = 2;
const EXCERPT_LENGTH = 300;

/** Score to risk level: 7 and over critical, 5 high, 3 medium, else low. */
const riskOf = (score: number): RiskLevel =>
  score >= 7 ? 'critical' : score >= 5 ? 'high' : score >= 3 ? 'medium' : 'low';

/**
 * Scores a parsed message. Strong signs add their weights; routine ones (urgency, a sign-in, a
 * bill) add theirs only beside a strong sign, since ordinary mail shows them too; a sender that
 * proved its domain gets a credit. The same reason counts once.
 */
export function scoreMail(mail: ParsedMail, context: MailContext) {
  const seen = new Set<string>();
  const all = CHECKS.flatMap((check) => check(mail, context))
    .filter((finding) => !seen.has(finding.description) && seen.add(finding.description))
    .sort((a, b) => b.weight - a.weight);
  const strong = all.filter((finding) => !ROUTINE.has(finding.scam_type));
  const counted: Finding[] = strong.length > 0 ? all : [];
  const credit = authenticatedDomain(mail) ? AUTHENTICATED_CREDIT : 0;
  const score = Math.max(0, counted.reduce((sum, finding) => sum + finding.weight, 0) - credit);
  return { findings: counted, score, risk: riskOf(score) };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Analyses a raw RFC 5322 message for scams and phishing (issue 14 "The analyser"): the
 * provider's SPF/DKIM/DMARC results, the sender, lookalike domains, links, attachments and the
 * wording, each finding with a reason in plain words. A threat when the risk is not low.
 * @throws when the message cannot be parsed at all
 */
export async function analyseMail(raw: string | Uint8Array, context: MailContext): Promise<AnalysedMail> {
  const mail = await parseMail(raw);
  const { findings, score, risk } = scoreMail(mail, context);
  const isThreat = risk !== 'low';
  const phishing = findings.some((finding) => PHISHING.has(finding.scam_type));
  return {
    analysis: {
      is_threat: isThreat,
      risk_level: risk,
      findings: findings.map(({ scam_type, description }) => ({ scam_type, description })),
    },
    threat_type: isThreat && phishing ? 'phishing' : 'email',
    severity: isThreat ? risk : 'info',
    confidence: Math.min(0.99, Math.round((0.5 + score / 20) * 100) / 100),
    subject: mail.subject,
    sender: mail.from,
    excerpt: collapse(mail.text).slice(0, EXCERPT_LENGTH),
    url: findings.find((finding) => finding.url)?.url ?? null,
  };
}
