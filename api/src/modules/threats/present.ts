import type { ThreatEventRow } from './schema.js';
import type { Analysis, ThreatData, ThreatEventResponse } from './schemas.js';

/** Serialises a threat event row (spec 001 §3 "Threat event"). */
export const presentThreatEvent = (row: ThreatEventRow): ThreatEventResponse => ({
  id: row.id,
  threat_id: row.threatId,
  threat_type: row.threatType,
  threat_category: row.threatCategory,
  severity: row.severity as ThreatEventResponse['severity'],
  threat_identifier: row.threatIdentifier,
  detected_at: row.detectedAt.toISOString(),
  status: row.status as ThreatEventResponse['status'],
  confidence_score: row.confidenceScore,
  source_system: row.sourceSystem,
  external_id: row.externalId,
  threat_data: row.threatData as ThreatData,
  analysis: row.analysis as Analysis | null,
  description: row.description,
});
