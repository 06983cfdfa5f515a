import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * Codes sent by text to verify a user's phone number (spec 001 §4 "Phone verification").
 * Only an HMAC of the code is stored; the newest row of a user and number is the pending code.
 * `attempts` counts guesses; `used_at` makes a code single-use. Rows also count sends per
 * number for the limits of modules/phone/limits.ts, and are deleted after a day.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** bytea as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The local breach corpus (spec 001 §3 "Breach entry"; the offline breach-search provider).
 * Breached values live only in `payload`, sealed with AES-256-GCM; the `*_key` columns are
 * blind indexes (the first 64 bits of an HMAC-SHA-256 of the normalised identifier, see
 * modules/darkweb/sealing.ts), each a partial B-tree so a scan is a few index probes at 10 M
 * rows. Bulk imports rebuild these indexes after loading (modules/darkweb/corpus/writer.ts).
 */
export const breachRecords = pgTable(
  'breach_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    breachDate: date('breach_date', { mode: 'string' }),
    emailKey: bigint('email_key', { mode: 'bigint' }),
    usernameKey: bigint('username_key', { mode: 'bigint' }),
    phoneKey: bigint('phone_key', { mode: 'bigint' }),
    nameKey: bigint('name_key', { mode: 'bigint' }),
    payload: bytea('payload').notNull(),
  },
  (t) => [
    index('breach_records_email_key_idx')
      .on(t.emailKey)
      .where(sql`${t.emailKey} IS NOT NULL`),
    index('breach_records_username_key_idx')
      .on(t.usernameKey)
      .where(sql`${t.usernameKey} IS NOT NULL`),
    index('breach_records_phone_key_idx')
      .on(t.phoneKey)
      .where(sql`${t.phoneKey} IS NOT NULL`),
    index('breach_records_name_key_idx')
      .on(t.nameKey)
      .where(sql`${t.nameKey} IS NOT NULL`),
  ],
);

/**
 * Dark web scans of a user (spec 001 §3 "Dark web scan"). Only the count is in the clear;
 * the found values, databases, consolidated and raw data are one sealed `payload`.
 */
export const darkWebScans = pgTable(
  'dark_web_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    totalResults: integer('total_results').notNull(),
    payload: bytea('payload').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('dark_web_scans_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** The breach entries found by one scan (spec 001 §3 "Breach entry"), each sealed. */
export const breachEntries = pgTable(
  'breach_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scanId: integer('scan_id')
      .notNull()
      .references(() => darkWebScans.id, { onDelete: 'cascade' }),
    payload: bytea('payload').notNull(),
  },
  (t) => [index('breach_entries_scan_id_idx').on(t.scanId)],
);

export type DarkWebScanRow = typeof darkWebScans.$inferSelect;

/**
 * Protection integrations of a user (spec 001 §3 "Integration"), one per type. `type`,
 * `health_status` hold the spec's values (modules/integrations/types.ts).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isConfigured: boolean('is_configured').notNull().default(false),
    healthStatus: text('health_status').notNull().default('unknown'),
    lastSyncedAt: moment('last_synced_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integrations_user_id_type_key').on(t.userId, t.type)],
);

export type IntegrationRow = typeof integrations.$inferSelect;

/** The browser extension's last report of a user (spec 001 §4: chrome is set up once it reports in). */
export const extensionHeartbeats = pgTable('extension_heartbeats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version'),
  browser: text('browser'),
  lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
});

/**
 * Threats detected for a user by our protections (spec 001 §3 "Threat event"). `external_id`
 * is the reporter's own id, unique per user so a report sent twice is stored once.
 */
export const threatEvents = pgTable(
  'threat_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threatId: uuid('threat_id').notNull().defaultRandom(),
    threatType: text('threat_type').notNull(),
    threatCategory: text('threat_category'),
    severity: text('severity').notNull(),
    threatIdentifier: text('threat_identifier'),
    detectedAt: moment('detected_at').notNull().defaultNow(),
    status: text('status').notNull().default('new'),
    confidenceScore: doublePrecision('confidence_score'),
    sourceSystem: text('source_system').notNull(),
    externalId: text('external_id'),
    threatData: jsonb('threat_data').$type<Record<string, unknown>>().notNull().default({}),
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    description: text('description').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threat_events_threat_id_key').on(t.threatId),
    uniqueIndex('threat_events_user_id_external_id_key').on(t.userId, t.externalId),
    index('threat_events_user_id_detected_at_idx').on(t.userId, t.detectedAt.desc(), t.id.desc()),
  ],
);

export type ThreatEventRow = typeof threatEvents.$inferSelect;

/**
 * Action items of a user (spec 001 §3, §4 "Action items"). `key` names the condition that made
 * the item (e.g. 'verify_phone', 'change_password:LinkedIn'), unique per user so reconciling
 * is idempotent; `completed_by` is 'user' or 'reconcile' (the condition went away), and only
 * the latter may reopen when the condition comes back (modules/security-tasks/reconcile.ts).
 */
export const actionItems = pgTable(
  'action_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    completed: boolean('completed').notNull().default(false),
    completedAt: moment('completed_at'),
    completedBy: text('completed_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('action_items_user_id_key_key').on(t.userId, t.key)],
);

export type ActionItemRow = typeof actionItems.$inferSelect;

/** Notifications of a user (spec 001 §3, §4): newest first, marked read by a patch. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    level: text('level').notNull(),
    read: boolean('read').notNull().default(false),
    link: text('link'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Educational articles (spec 001 §3 "Educational content"), seeded at start from
 * modules/safety-resources/articles.ts by slug. `tags` are onboarding answer codes
 * (spec 000 §3) the article speaks to; `position` is the default order.
 */
export const educationalArticles = pgTable('educational_articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  category: text('category').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  url: text('url'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull(),
});

export type EducationalArticleRow = typeof educationalArticles.$inferSelect;

/** Why someone removed the browser extension (the /uninstall form); signed out allowed. */
export const uninstallFeedback = pgTable('uninstall_feedback', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * A user's verdict on a threat (the /threat-feedback form). `threat_id` is the event's uuid as
 * the client sent it, kept without a foreign key so feedback survives the event.
 */
export const threatFeedback = pgTable(
  'threat_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threatId: text('threat_id'),
    verdict: text('verdict').notNull(),
    details: text('details').notNull().default(''),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('threat_feedback_user_id_idx').on(t.userId)],
);
