import { DEFAULT_GMAIL_LABELS, type GmailLabel } from '@lifeguard/contracts/email-protection';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { ownerId, sessions, users } from '../users/schema.js';

/**
 * The Gmail mailbox a user connected to email protection (issue 14), one a user: the account,
 * the refresh token sealed at rest (sealing.ts), where incremental sync resumes (`history_id`),
 * the settings, and the latest sync's progress (spec 001 §7 `gmail_sync_progress`). Deleted on
 * disconnect, with the token revoked at Google first.
 */
export const gmailConnections = pgTable('gmail_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountEmail: text('account_email').notNull(),
  refreshToken: text('refresh_token').notNull(),
  /** Gmail's history id the next incremental sync starts from; null until a full sync finished. */
  historyId: text('history_id'),
  scanFrequency: text('scan_frequency').notNull().default('hourly'),
  labels: jsonb('labels')
    .$type<GmailLabel[]>()
    .notNull()
    .default([...DEFAULT_GMAIL_LABELS]),
  notifyHighRisk: boolean('notify_high_risk').notNull().default(true),
  connectedAt: moment('connected_at').notNull().defaultNow(),
  /** contracts SYNC_STATUSES. */
  syncStatus: text('sync_status').notNull().default('not_started'),
  syncProcessed: integer('sync_processed').notNull().default(0),
  syncTotal: integer('sync_total').notNull().default(0),
  syncThreatsFound: integer('sync_threats_found').notNull().default(0),
  syncStartedAt: moment('sync_started_at'),
  syncFinishedAt: moment('sync_finished_at'),
  /** Why the latest sync failed, in plain words; null when it did not. */
  syncError: text('sync_error'),
  /** Google refused the token (revoked, expired): only a new connect helps. */
  tokenError: boolean('token_error').notNull().default(false),
  lastSyncedAt: moment('last_synced_at'),
  nextSyncAt: moment('next_sync_at'),
});

export type GmailConnectionRow = typeof gmailConnections.$inferSelect;

/**
 * Gmail messages already analysed for a user (issue 14 "a message is analysed once per user"),
 * kept after a disconnect so a reconnect does not analyse or report them again.
 */
export const gmailAnalysedMessages = pgTable(
  'gmail_analysed_messages',
  {
    userId: ownerId(),
    messageId: text('message_id').notNull(),
    isThreat: boolean('is_threat').notNull(),
    analysedAt: moment('analysed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/**
 * Google consent flows under way (issue 14 "The OAuth state is bound to the session and single
 * use"): the SHA-256 of the `state` sent to Google, the session that asked, and the PKCE
 * verifier; taken (deleted) by the callback, gone with the session, 10 minutes at most.
 */
export const gmailOAuthStates = pgTable('gmail_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: ownerId(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: moment('expires_at').notNull(),
});
