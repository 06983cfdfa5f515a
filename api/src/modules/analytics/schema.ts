import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { users } from '../users/schema.js';

/** Product analytics events sent by the clients (spec 000 §1, §7). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: moment('occurred_at').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_user_id_idx').on(t.userId)],
);
