/**
 * Values of the dark web scan that the server and the apps both use (spec 001 §3 "Dark web
 * scan", §4 "Risk level of a dark web scan", §8 "Scan").
 */

/** The lists of a scan's consolidated_data, in the spec's order (spec 001 §3). */
export const CONSOLIDATED_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'dob',
  'license_plate',
  'hashed_password',
  'username',
  'social',
] as const;
export type ConsolidatedField = (typeof CONSOLIDATED_FIELDS)[number];

/** Risk levels of a scan, least to most severe (spec 001 §4). */
export const RISK_LEVELS = ['none', 'low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * The risk of a scan by its total_results (spec 001 §4 table): 0 none, under 5 low, under 15
 * medium, under 30 high, otherwise critical. The server also grades the scan's threat event by it.
 */
export function riskLevel(totalResults: number): RiskLevel {
  if (totalResults <= 0) return 'none';
  if (totalResults < 5) return 'low';
  if (totalResults < 15) return 'medium';
  if (totalResults < 30) return 'high';
  return 'critical';
}

/** The error text of a scan that failed (spec 001 §8 "Scan"): the 502's message, the page's title. */
export const SCAN_FAILED_MESSAGE = 'Failed to perform scan. Please try again.';
