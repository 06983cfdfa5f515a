import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * Codes sent by text to verify a user's phone number (spec 001 §4 "Phone verification").
 * Only an HMAC of the code is stored; the newest row of a user and number is the pending code.
 * `attempts` counts guesses; `used_at` makes a code single-use. Rows also count sends per
 * number for the limits of modules/phone/limits.ts, and are deleted after a day.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: identityId(),
    userId: ownerId(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    index('phone_verifications_phone_number_created_at_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_user_id_phone_number_idx').on(t.userId, t.phoneNumber, t.createdAt),
  ],
);
