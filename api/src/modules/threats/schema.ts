import { doublePrecision, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * Threats detected for a user by our protections (spec 001 §3 "Threat event"). `external_id`
 * is the reporter's own id, unique per user so a report sent twice is stored once.
 */
export const threatEvents = pgTable(
  'threat_events',
  {
    id: identityId(),
    userId: ownerId(),
    threatId: uuid('threat_id').notNull().defaultRandom(),
    threatType: text('threat_type').notNull(),
    threatCategory: text('threat_category'),
    severity: text('severity').notNull(),
    threatIdentifier: text('threat_identifier'),
    detectedAt: moment('detected_at').notNull().defaultNow(),
    status: text('status').notNull().default('new'),
    confidenceScore: doublePrecision('confidence_score'),
    sourceSystem: text('source_system').notNull(),
    externalId: text('external_id'),
    threatData: jsonb('threat_data').$type<Record<string, unknown>>().notNull().default({}),
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    description: text('description').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threat_events_threat_id_key').on(t.threatId),
    uniqueIndex('threat_events_user_id_external_id_key').on(t.userId, t.externalId),
    index('threat_events_user_id_detected_at_idx').on(t.userId, t.detectedAt.desc(), t.id.desc()),
  ],
);

export type ThreatEventRow = typeof threatEvents.$inferSelect;
