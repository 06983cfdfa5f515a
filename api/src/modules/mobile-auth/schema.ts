import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * One-time codes of the mobile app's sign-in handoff (spec 000 §4 mobile mode). Only the
 * SHA-256 of a code is stored; `used_at` makes it single-use and `expires_at` (a minute after
 * issue) short-lived. Expired rows are deleted whenever a new code is issued.
 */
export const mobileAuthCodes = pgTable(
  'mobile_auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: ownerId(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    index('mobile_auth_codes_user_id_idx').on(t.userId),
    index('mobile_auth_codes_expires_at_idx').on(t.expiresAt),
  ],
);
