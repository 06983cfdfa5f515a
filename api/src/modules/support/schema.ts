import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * Requests to Contact Support (issue 33 item 2), signed in or out: `reference` is the number
 * mailed to the user, `email` the reply address (the account's when signed in), `diagnostics`
 * what the user chose to include (app versions, failing request id, page, browser), `status`
 * 'open' until a superuser marks it 'answered' (then `answered_at`, `answered_by`). A user's
 * requests go with their account (account/deletion.ts); `answered_by` is set null when that
 * superuser's account goes, the staff audit keeping who it was.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: identityId(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    diagnostics: jsonb('diagnostics').$type<SupportDiagnostics>(),
    status: text('status').notNull().default('open'),
    answeredAt: moment('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_created_at_idx').on(t.createdAt),
    index('support_requests_user_id_idx').on(t.userId),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
