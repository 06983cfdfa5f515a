import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId, users } from '../users/schema.js';

/**
 * Protection integrations of a user (spec 001 §3 "Integration"), one per type. `type`,
 * `health_status` hold the spec's values (@lifeguard/contracts/integrations).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: identityId(),
    userId: ownerId(),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isConfigured: boolean('is_configured').notNull().default(false),
    healthStatus: text('health_status').notNull().default('unknown'),
    lastSyncedAt: moment('last_synced_at'),
    /**
     * The user turned it off (`update_status` inactive): it stays inactive, whatever its checks
     * find, until they turn it on again.
     */
    turnedOff: boolean('turned_off').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integrations_user_id_type_key').on(t.userId, t.type)],
);

export type IntegrationRow = typeof integrations.$inferSelect;

/** The browser extension's last report of a user (spec 001 §4: chrome is set up once it reports in). */
export const extensionHeartbeats = pgTable('extension_heartbeats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version'),
  browser: text('browser'),
  lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
});
