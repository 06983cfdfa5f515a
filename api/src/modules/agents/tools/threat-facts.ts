import { maskEmail } from '@lifeguard/contracts/masking';
import { isRealThreat } from '@lifeguard/contracts/real-threat';
import type { ThreatAnalysis, ThreatData } from '@lifeguard/contracts/schemas/threats';
import { breachName } from '../../darkweb/breach-name.js';
import type { ThreatEventRow } from '../../threats/schema.js';
import { excerpt, maskedList, maskIdentifier } from './redact.js';

/**
 * Types whose identifiers and exposed values are the user's own breached data (spec 001 §3):
 * masked as in §9. In the other types, senders, URLs and callers are the scammer's and stay.
 */
const PERSONAL_DATA_TYPES = new Set(['breach', 'data_breach', 'dark_web_scan', 'identity']);

/** What a threat event's `threat_data` says, with the user's own values masked. */
export type ThreatDetails = {
  subject?: string;
  sender_name?: string;
  sender_email?: string;
  url?: string;
  caller?: string;
  phone_number?: string;
  amount?: string | number;
  merchant?: string;
  /** The first 300 characters of the message or body (not for personal-data types). */
  message_excerpt?: string;
  breach_databases?: string[];
  total_results?: number;
  exposed_passwords_count?: number;
  exposed_emails?: { count: number; shown: string[] };
  identifier?: string;
};

/** A threat event as the agent's tools answer it (spec 001 §3 "Threat event"), masked. */
export type ThreatFacts = {
  threat_uuid: string;
  threat_type: string;
  threat_category: string | null;
  severity: string;
  status: string;
  detected_at: string;
  description: string;
  source_system: string;
  confidence_score: number | null;
  /** Spec 001 §4 "Real-threat rule". */
  is_real_threat: boolean;
  /** threat_identifier, masked for personal-data types. */
  identifier: string | null;
  details: ThreatDetails;
  analysis: ThreatAnalysis | null;
};

/** A short line of a threat for lists: what, when, how bad. */
export type ThreatLine = Pick<
  ThreatFacts,
  'threat_uuid' | 'threat_type' | 'severity' | 'detected_at' | 'description' | 'is_real_threat'
>;

function detailsOf(data: ThreatData, personal: boolean): ThreatDetails {
  const details: ThreatDetails = {
    subject: data.subject,
    sender_name: data.sender?.name || undefined,
    sender_email: data.sender?.email,
    url: data.url,
    caller: data.caller,
    phone_number: data.phone_number,
    amount: data.amount,
    merchant: data.merchant,
    // Any reporter may name breaches (the ingest too): named as the scan's are (issue 30 item 7).
    breach_databases: data.breach_databases && [...new Set(data.breach_databases.map(breachName))],
    total_results: data.total_results,
    exposed_passwords_count: data.exposed_passwords_count,
  };
  const text = data.message ?? data.body;
  if (text && !personal) details.message_excerpt = excerpt(text);
  if (data.exposed_emails?.length) details.exposed_emails = maskedList(data.exposed_emails, maskEmail);
  if (data.identifier) details.identifier = personal ? maskIdentifier(data.identifier) : data.identifier;
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * The facts of a stored threat event for the agent: its fields, its `threat_data` without
 * the Gmail link, and the user's own breached values masked (spec 001 §9); never a password.
 */
export function threatFacts(row: ThreatEventRow): ThreatFacts {
  const personal = PERSONAL_DATA_TYPES.has(row.threatType);
  const analysis = row.analysis as ThreatAnalysis | null;
  return {
    threat_uuid: row.threatId,
    threat_type: row.threatType,
    threat_category: row.threatCategory,
    severity: row.severity,
    status: row.status,
    detected_at: row.detectedAt.toISOString(),
    description: row.description,
    source_system: row.sourceSystem,
    confidence_score: row.confidenceScore,
    is_real_threat: isRealThreat({ analysis, severity: row.severity, threat_category: row.threatCategory }),
    identifier:
      row.threatIdentifier && (personal ? maskIdentifier(row.threatIdentifier) : row.threatIdentifier),
    details: detailsOf(row.threatData as ThreatData, personal),
    analysis,
  };
}

/** The list line of a threat event. */
export const threatLine = (row: ThreatEventRow): ThreatLine => {
  const { threat_uuid, threat_type, severity, detected_at, description, is_real_threat } = threatFacts(row);
  return { threat_uuid, threat_type, severity, detected_at, description, is_real_threat };
};
