import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * The addresses of each account (allauth's EmailAddress; issue 16 §3). The primary one is
 * `users.email`, kept equal. An address belongs to one account (case-insensitively), as allauth's
 * ACCOUNT_UNIQUE_EMAIL has it.
 */
export const emailAddresses = pgTable(
  'email_addresses',
  {
    id: identityId(),
    userId: ownerId(),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    primary: boolean('primary').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_addresses_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('email_addresses_primary_key')
      .on(t.userId)
      .where(sql`${t.primary}`),
    index('email_addresses_user_id_idx').on(t.userId),
  ],
);

export type EmailAddressRow = typeof emailAddresses.$inferSelect;

/** Mailed verification keys, single use, 3 days; only a SHA-256 of the key is stored. */
export const emailVerificationKeys = pgTable(
  'email_verification_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    emailAddressId: integer('email_address_id')
      .notNull()
      .references(() => emailAddresses.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('email_verification_keys_address_idx').on(t.emailAddressId)],
);
