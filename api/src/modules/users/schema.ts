import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import { identityId, moment } from '../../db/columns.js';

/** Accounts (spec 000 §3). `password` is an Argon2id hash; null means no usable password. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
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
    /**
     * Stamped into extension and mobile tokens (modules/tokens); bumped on password change and
     * reset, which revokes every token issued before (issue 15 item 4).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The family shown first in the team list (spec 001 §4 Teams); null: the oldest membership. */
    currentTeamId: integer('current_team_id'),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * The `user_id` column of a row that belongs to one user: NOT NULL, REFERENCES users(id) ON
 * DELETE CASCADE, so the row goes with its account (issue 13 "delete my account").
 */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Server-side browser sessions (allauth's usersessions); `id` is the SHA-256 of the cookie value,
 * never the value.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The session's public number: allauth's Session `id` (`GET /auth/sessions`, issue 16 §5). */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    /** How the session was signed in: 'password' or a provider id (contracts SessionMethod). */
    method: text('method').notNull().default('password'),
    /**
     * allauth's AuthenticationMethod records of the session, oldest first: the login, then a
     * second factor and reauthentications (contracts AuthenticationMethodSchema).
     */
    methods: jsonb('methods').$type<AuthenticationMethod[]>().notNull().default([]),
    /**
     * A pending stage of the login: 'mfa_authenticate' while it waits for its second factor
     * (issue 16 §6); such a row signs nobody in. Null once signed in.
     */
    stage: text('stage'),
    /** Whether the cookie outlives the browser (login's `remember`), kept for the second step. */
    persistent: boolean('persistent').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    /**
     * While a superuser impersonates (issue 13 superuser tools), `userId` is the impersonated
     * user and this is the superuser, whose session Stop restores; null otherwise.
     */
    impersonatorId: integer('impersonator_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    /** The hard end of an impersonation: 1 hour after it started. */
    impersonationEndsAt: moment('impersonation_ends_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), uniqueIndex('sessions_number_key').on(t.number)],
);

/** Raw bytes in a PostgreSQL `bytea` column, read as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded avatars (issue 13 profile): at most 2 MB, an image type checked from its bytes. Kept
 * in the database, so every API process serves them. `users.avatar_url` then points at
 * `/users/api/avatars/{user_id}/{version}/`, where `version` changes with each upload.
 */
export const avatars = pgTable('avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytes('data').notNull(),
  version: text('version').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export type AvatarRow = typeof avatars.$inferSelect;
