import type { ThreatAnalysis, ThreatData, ThreatEvent } from '@lifeguard/contracts/schemas/threats';
import type { ThreatEventRow } from './schema.js';

/** A threat event row as answered (spec 001 §3 "Threat event"). */
export const presentThreatEvent = (row: ThreatEventRow): ThreatEvent => ({
  id: row.id,
  threat_id: row.threatId,
  threat_type: row.threatType,
  threat_category: row.threatCategory,
  severity: row.severity as ThreatEvent['severity'],
  threat_identifier: row.threatIdentifier,
  detected_at: row.detectedAt.toISOString(),
  status: row.status as ThreatEvent['status'],
  confidence_score: row.confidenceScore,
  source_system: row.sourceSystem,
  external_id: row.externalId,
  threat_data: row.threatData as ThreatData,
  analysis: row.analysis as ThreatAnalysis | null,
  description: row.description,
});
