/** Risk level of a dark web scan (spec 001 §4 "Risk level of a dark web scan"). */
export type RiskLevel = 'none' | 'low' | 'medium' | 'high' | 'critical';

/**
 * The risk of a scan by its total_results (spec 001 §4): 0 none, under 5 low, under 15 medium,
 * under 30 high, otherwise critical. The server grades its threat events by the same table.
 */
export function riskLevel(totalResults: number): RiskLevel {
  if (totalResults <= 0) return 'none';
  if (totalResults < 5) return 'low';
  if (totalResults < 15) return 'medium';
  if (totalResults < 30) return 'high';
  return 'critical';
}
