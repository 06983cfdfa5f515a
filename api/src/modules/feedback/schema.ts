import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId, users } from '../users/schema.js';

/** Why someone removed the browser extension (the /uninstall form); signed out allowed. */
export const uninstallFeedback = pgTable('uninstall_feedback', {
  id: identityId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * A user's verdict on a threat (the /threat-feedback form). `threat_id` is the event's uuid as
 * the client sent it, kept without a foreign key so feedback survives the event.
 */
export const threatFeedback = pgTable(
  'threat_feedback',
  {
    id: identityId(),
    userId: ownerId(),
    threatId: text('threat_id'),
    verdict: text('verdict').notNull(),
    details: text('details').notNull().default(''),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('threat_feedback_user_id_idx').on(t.userId)],
);
