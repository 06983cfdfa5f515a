import type { ThreatEvent } from './schemas/threats.js';

/** Severities that alone never make an event a threat (spec 001 §4 "Real-threat rule"). */
const HARMLESS_SEVERITIES = new Set(['low', 'info', 'unknown']);

/**
 * Spec 001 §4 "Real-threat rule", written once for the timeline and the assistant: with an
 * analysis, a threat when `is_threat` and its `risk_level` is not low; without one, a threat
 * when the severity is not low, info or unknown (a missing severity counts as unknown) and the
 * category is not 'safe'.
 */
export function isRealThreat({
  analysis,
  severity,
  threat_category,
}: Pick<ThreatEvent, 'analysis' | 'threat_category'> & { severity: string }): boolean {
  if (analysis) return analysis.is_threat && analysis.risk_level !== 'low';
  const level = (severity || 'unknown').toLowerCase();
  return !HARMLESS_SEVERITIES.has(level) && threat_category?.toLowerCase() !== 'safe';
}
