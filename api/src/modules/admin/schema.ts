import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The staff audit: every start, stop and expiry of an impersonation (issue 13 superuser tools),
 * every write made or refused while impersonating, and every superuser read of another user's
 * breach data (issue 30). `request` is the call ("POST /users/api/profile/") for the last two
 * kinds, else null. Rows outlive the accounts they name: the ids are set null on delete and the
 * emails are kept as text.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: identityId(),
    action: text('action').notNull(),
    superuserId: integer('superuser_id').references(() => users.id, { onDelete: 'set null' }),
    superuserEmail: text('superuser_email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    reason: text('reason').notNull(),
    request: text('request'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_at_idx').on(t.at)],
);

export type ImpersonationAuditRow = typeof impersonationAudit.$inferSelect;
