/**
 * The kinds of scam sign the mail analyser reports, as `analysis.findings[].scam_type`
 * (spec 001 §3 "Threat event"). The first group says who really sent the message or where its
 * links go; the content group is read from the words of the message.
 */
export type ScamType =
  | 'authentication_failure'
  | 'spoofed_sender'
  | 'brand_impersonation'
  | 'lookalike_domain'
  | 'phishing'
  | 'malicious_link'
  | 'risky_attachment'
  | RoutineScamType
  | 'gift_card'
  | 'wire_fraud'
  | 'secrecy'
  | 'family_emergency'
  | 'tech_support'
  | 'advance_fee'
  | 'crypto_scam'
  | 'delivery_scam';

/**
 * Signs that ordinary mail shows too (a deadline, "sign in", a bill): they add to other signs
 * but never make a threat alone, least of all in mail whose sender proved its domain.
 */
export const ROUTINE_SCAM_TYPES = ['urgency', 'credential_request', 'payment_request'] as const;
export type RoutineScamType = (typeof ROUTINE_SCAM_TYPES)[number];

/**
 * One warning sign of a message. `description` is the reason in plain words for the family
 * ("Sender domain paypa1-security.com imitates PayPal"), never quoting a secret; `weight` is how
 * strongly it points to a scam (1 weak … 4 strong); `url` is the link it is about, if any.
 */
export type Finding = { scam_type: ScamType; description: string; weight: number; url?: string };

/** Who the message is for: the mailbox owner's address and their known contacts. */
export type MailContext = { userEmail: string; contacts: readonly { name: string; email: string }[] };
