import { SEVERITIES, type Severity, type ThreatType } from '@lifeguard/contracts/threats';
import type { ThreatEvent } from '@lifeguard/contracts/schemas/threats';

/** A heading for each threat type of spec 001 §3; an unknown type reads 'Security alert'. */
const TYPE_LABELS: Record<ThreatType, string> = {
  email: 'Suspicious email',
  phishing: 'Phishing attempt',
  payment: 'Suspicious payment',
  identity: 'Identity alert',
  breach: 'Data breach',
  sms: 'Suspicious text message',
  url: 'Dangerous link',
  webpage: 'Dangerous website',
  phone_call: 'Scam call',
  transaction: 'Unusual transaction',
  social_media: 'Social media scam',
  ai_agent: 'Security agent finding',
  fraud: 'Fraud alert',
  dark_web_scan: 'Dark web scan',
  data_breach: 'Data breach',
};

/** The heading of an event's threat_type. */
export function threatTypeLabel(type: string): string {
  return TYPE_LABELS[type as ThreatType] ?? 'Security alert';
}

/**
 * The severity of spec 001 §3 the event carries, 'info' for anything else: spec 001 §4 also
 * speaks of an 'unknown' severity, so any text is read.
 */
export function severityOf(event: { severity: string }): Severity {
  return SEVERITIES.find((severity) => severity === event.severity) ?? 'info';
}

/** What the timeline says about an event: its description, else the most telling threat_data field. */
export function eventSummary({ description, threat_data: data, threat_identifier }: ThreatEvent): string {
  return (
    description ||
    data.subject ||
    data.message ||
    data.body ||
    data.url ||
    data.identifier ||
    threat_identifier ||
    ''
  );
}

/** The sources whose events may carry a Gmail message link: the email scanner, and Gmail sync (issue 14). */
const GMAIL_SOURCES: readonly string[] = ['email_scanner', 'gmail'];

/**
 * The Gmail message a Gmail-sourced email threat came from (spec 001 §7): only for the email
 * scanner's and Gmail sync's events, and only an https link, so a stored value can never run
 * script on click.
 */
export function gmailMessageUrl(event: Pick<ThreatEvent, 'source_system' | 'threat_data'>): string | null {
  const link = GMAIL_SOURCES.includes(event.source_system) ? event.threat_data.gmail_message_url : undefined;
  if (!link) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
