/** Integration types (spec 001 §3 "Integration"), in the order the list answers them. */
export const INTEGRATION_TYPES = ['darkweb', 'chrome', 'email', 'phone', 'financial'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** Types whose integration every user needs (spec 001 §3 "Required types"). */
export const REQUIRED_TYPES: readonly IntegrationType[] = ['darkweb', 'chrome', 'email', 'phone'];

/** health_status values (spec 001 §3). */
export const HEALTH_STATUSES = ['healthy', 'warning', 'error', 'offline', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

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

/** What a status check found (spec 001 §4 "Status check"). */
export const CHECK_STATUSES = ['success', 'pending', 'offline', 'error'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
