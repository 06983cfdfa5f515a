import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * Accounts of a third-party identity provider linked to a user (allauth's SocialAccount):
 * `uid` is the provider's stable subject (`sub` of OpenID Connect).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: identityId(),
    userId: ownerId(),
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

/**
 * What the development provider (/dev-oidc) remembers, shared by every API process (issue 18:
 * its interactions, codes and sessions are used by later requests that may reach another
 * replica): oidc-provider's models (Interaction, Session, AuthorizationCode, Grant, ...) and
 * the accounts typed on its sign-in page, each as `model:id` until `expires_at`.
 */
export const devProviderEntries = pgTable(
  'dev_provider_entries',
  {
    key: text('key').primaryKey(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    index('dev_provider_entries_uid_idx').on(t.uid),
    index('dev_provider_entries_grant_id_idx').on(t.grantId),
    index('dev_provider_entries_expires_at_idx').on(t.expiresAt),
  ],
);
