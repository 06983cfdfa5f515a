import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/** Single-use password reset keys; only a SHA-256 of the key is stored. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: ownerId(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('password_reset_keys_user_id_idx').on(t.userId)],
);
