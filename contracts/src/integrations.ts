/**
 * The protection integrations (spec 001 §3 "Integration", §4 "Integration status"), written once
 * for the server's rules and the dashboard's tiles.
 */

/** Integration types, in the order the list answers them (spec 001 §3). */
export const INTEGRATION_TYPES = ['darkweb', 'chrome', 'email', 'phone', 'financial'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** Types every user needs (spec 001 §3 "Required types"); also the ones created by default. */
export const REQUIRED_TYPES: readonly IntegrationType[] = ['darkweb', 'chrome', 'email', 'phone'];

/** health_status values (spec 001 §3). */
export const HEALTH_STATUSES = ['healthy', 'warning', 'error', 'offline', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** What a status check found (spec 001 §4 "Status check"). */
export const CHECK_STATUSES = ['success', 'pending', 'offline', 'error'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/**
 * The provider of an integration created without one (spec 001 §3 "Default providers"):
 * DeHashed is the breach-search provider, Twilio the telephony one. Financial protection has
 * no default in the spec; it names the aggregator such products connect accounts through.
 */
export const DEFAULT_PROVIDERS: Record<IntegrationType, string> = {
  darkweb: 'dehashed',
  chrome: 'chrome',
  email: 'google',
  phone: 'twilio',
  financial: 'plaid',
};

/** The name a tile shows for each type (spec 001 §3 "Display names"). */
export const DISPLAY_NAMES: Record<IntegrationType, string> = {
  darkweb: 'Dark Web Monitoring',
  chrome: 'Web Protection',
  email: 'Email Protection',
  phone: 'Phone Protection',
  financial: 'Fraud Protection',
};

/** What each protection does (spec 001 §3 "Descriptions"). */
export const DESCRIPTIONS: Record<IntegrationType, string> = {
  darkweb: 'Monitors the dark web for leaked personal information.',
  chrome: 'Blocks dangerous websites in real time.',
  email: 'Scans your emails for scams and phishing.',
  phone: 'Blocks scam calls and verifies your identity.',
  financial: 'Tracks unusual financial activity.',
};
