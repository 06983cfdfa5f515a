import { Type, type Static } from 'typebox';
import {
  ANALYSIS_RISK_LEVELS,
  SEVERITIES,
  SOURCE_SYSTEMS,
  THREAT_STATUSES,
  THREAT_TYPES,
} from '../threats.js';
import { Id, MAX_ID, Nullable, Text } from './text.js';

/**
 * The threat event calls (spec 001 §3 "Threat event", §7 "Threats and dark web"):
 * `GET /threats/api/events/` (paginated list envelope, `pageOf`) and the protections' bearer
 * `POST /threats/api/events/ingest/`.
 */

const OptionalText = (maxLength: number) => Type.Optional(Text({ maxLength, prose: true }));
const Count = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID }));
/**
 * Input that may be null, as one schema (OpenAPI `nullable`): one error for a bad value, not one
 * per union branch.
 */
const NullableInput = <T extends Type.TSchema>(schema: T) =>
  Type.Optional(Type.Unsafe<Static<T> | null>({ ...schema, nullable: true }));

/**
 * What a protection saw (spec 001 §3 `threat_data`); unknown fields are dropped. The Gmail link
 * must be Gmail's, since the timeline opens it in a new tab (spec 001 §7).
 */
export const ThreatDataSchema = Type.Object(
  {
    subject: OptionalText(1000),
    sender: Type.Optional(
      Type.Object(
        { email: Text({ maxLength: 320 }), name: Text({ maxLength: 200, default: '' }) },
        { additionalProperties: false },
      ),
    ),
    body: OptionalText(20_000),
    message: OptionalText(5000),
    url: OptionalText(2048),
    caller: OptionalText(200),
    amount: Type.Optional(Type.Union([Type.Number(), Text({ maxLength: 50 })])),
    merchant: OptionalText(200),
    phone_number: OptionalText(40),
    total_results: Count,
    exposed_passwords_count: Count,
    exposed_emails: Type.Optional(Type.Array(Text({ maxLength: 320 }), { maxItems: 100 })),
    breach_databases: Type.Optional(Type.Array(Text({ maxLength: 200 }), { maxItems: 1000 })),
    identifier: OptionalText(500),
    gmail_message_url: Type.Optional(
      Type.String({
        maxLength: 2048,
        pattern: '^https://mail\\.google\\.com/[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ThreatData = Static<typeof ThreatDataSchema>;

/** The analysis of a threat (spec 001 §3 `analysis`, read by the §4 real-threat rule). */
export const ThreatAnalysisSchema = Type.Object(
  {
    is_threat: Type.Boolean(),
    risk_level: Type.Enum(ANALYSIS_RISK_LEVELS),
    findings: Type.Array(
      Type.Object(
        { scam_type: OptionalText(100), threat_type: OptionalText(100), description: OptionalText(1000) },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type ThreatAnalysis = Static<typeof ThreatAnalysisSchema>;

/** A threat event as the server answers it (spec 001 §3 "Threat event"). */
export const ThreatEventSchema = Type.Object({
  id: Type.Integer(),
  threat_id: Type.String({ format: 'uuid' }),
  threat_type: Type.String(),
  threat_category: Nullable(Type.String()),
  severity: Type.Enum(SEVERITIES),
  threat_identifier: Nullable(Type.String()),
  detected_at: Type.String({ format: 'date-time' }),
  status: Type.Enum(THREAT_STATUSES),
  confidence_score: Nullable(Type.Number()),
  source_system: Type.String(),
  external_id: Nullable(Type.String()),
  threat_data: ThreatDataSchema,
  analysis: Nullable(ThreatAnalysisSchema),
  description: Type.String(),
});
export type ThreatEvent = Static<typeof ThreatEventSchema>;

/**
 * `POST /threats/api/events/ingest/` body: a threat as a protection reports it; `description` is
 * written by the server when absent. 201 the stored event, 200 the one already stored under
 * that `external_id`.
 */
export const IngestThreatRequestSchema = Type.Object(
  {
    external_id: Text({ minLength: 1, maxLength: 255 }),
    threat_type: Type.Enum(THREAT_TYPES),
    severity: Type.Enum(SEVERITIES),
    detected_at: Type.Optional(Text({ format: 'date-time', maxLength: 64 })),
    threat_category: NullableInput(Text({ maxLength: 100 })),
    threat_identifier: NullableInput(Text({ maxLength: 2048 })),
    confidence_score: NullableInput(Type.Number({ minimum: 0, maximum: 1 })),
    source_system: Type.Enum(SOURCE_SYSTEMS),
    threat_data: Type.Optional(ThreatDataSchema),
    analysis: NullableInput(ThreatAnalysisSchema),
    description: Type.Optional(Text({ minLength: 1, maxLength: 500, prose: true })),
  },
  { additionalProperties: false },
);
export type IngestThreatRequest = Static<typeof IngestThreatRequestSchema>;

/** `GET /threats/api/events/` query: 1-based `page`, `page_size` (default 20, at most 100). */
export const ThreatEventsQuerySchema = Type.Object(
  {
    page: Id({ default: 1 }),
    page_size: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type ThreatEventsQuery = Static<typeof ThreatEventsQuerySchema>;
