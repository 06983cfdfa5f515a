/** Codes of threat events (spec 001 §3 "Threat event"), for the server's checks and the timeline. */

/** Threat types (spec 001 §3). */
export const THREAT_TYPES = [
  'email',
  'phishing',
  'payment',
  'identity',
  'breach',
  'sms',
  'url',
  'webpage',
  'phone_call',
  'transaction',
  'social_media',
  'ai_agent',
  'fraud',
  'dark_web_scan',
  'data_breach',
] as const;
export type ThreatType = (typeof THREAT_TYPES)[number];

/** Severities (spec 001 §3), most severe first. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Where a user is in handling a threat; every event starts `new`. */
export const THREAT_STATUSES = ['new', 'reviewed', 'resolved', 'dismissed'] as const;
export type ThreatStatus = (typeof THREAT_STATUSES)[number];

/** The protections that report threats. */
export const SOURCE_SYSTEMS = [
  'chrome_extension',
  'email_scanner',
  'gmail',
  'dark_web_scan',
  'lifeguard',
] as const;
export type SourceSystem = (typeof SOURCE_SYSTEMS)[number];

/** risk_level of an analysis (spec 001 §3, read by the §4 "Real-threat rule"). */
export const ANALYSIS_RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type AnalysisRiskLevel = (typeof ANALYSIS_RISK_LEVELS)[number];
