import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * Accounts of a third-party identity provider linked to a user (allauth's SocialAccount):
 * `uid` is the provider's stable subject (`sub` of OpenID Connect).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    uid: text('uid').notNull(),
    extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
    dateJoined: moment('date_joined').notNull().defaultNow(),
    lastLogin: moment('last_login'),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uid_key').on(t.provider, t.uid),
    index('social_accounts_user_id_idx').on(t.userId),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
