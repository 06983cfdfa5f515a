/** The feedback forms (spec 001 §2 /uninstall and /threat-feedback), for the server and the forms. */

/** Why the browser extension was removed (the /uninstall form). */
export const UNINSTALL_REASONS = [
  'not_useful',
  'too_many_alerts',
  'slowed_browser',
  'privacy_concerns',
  'switching_product',
  'other',
] as const;
export type UninstallReason = (typeof UNINSTALL_REASONS)[number];

/** A user's verdict on a threat we showed or missed (the /threat-feedback form). */
export const THREAT_VERDICTS = ['correct', 'false_positive', 'missed_threat'] as const;
export type ThreatVerdict = (typeof THREAT_VERDICTS)[number];

/** The longest free-text `details` either form takes, in characters. */
export const FEEDBACK_DETAILS_MAX_LENGTH = 2000;
