import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Accounts (spec 000 §3). `password` is an Argon2id hash; null means no usable password. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    avatarUrl: text('avatar_url'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    password: text('password'),
    dateJoined: moment('date_joined').notNull().defaultNow(),
    lastLogin: moment('last_login'),
    onboardingResponses: jsonb('onboarding_responses').$type<Record<string, unknown>>().notNull().default({}),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    deviceType: text('device_type'),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Server-side browser sessions; `id` is the SHA-256 of the cookie value, never the value. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('password'),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use password reset keys; only a SHA-256 of the key is stored. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('password_reset_keys_user_id_idx').on(t.userId)],
);

/** Product analytics events sent by the clients (spec 000 §1, §7). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: moment('occurred_at').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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
