import type { GmailLabel, ScanFrequency } from '@lifeguard/contracts/email-protection';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  gmailAnalysedMessages,
  gmailConnections,
  gmailOAuthStates,
  type GmailConnectionRow,
} from './schema.js';

/** The settings a user may change (contracts UpdateGmailSettingsRequest, in column names). */
export type SettingsChanges = Partial<{
  scanFrequency: ScanFrequency;
  labels: GmailLabel[];
  notifyHighRisk: boolean;
}>;

/** Sync columns the sync job moves (spec 001 §7 `gmail_sync_progress`). */
export type SyncChanges = Partial<
  Pick<
    GmailConnectionRow,
    | 'syncStatus'
    | 'syncProcessed'
    | 'syncTotal'
    | 'syncThreatsFound'
    | 'syncStartedAt'
    | 'syncFinishedAt'
    | 'syncError'
    | 'tokenError'
    | 'lastSyncedAt'
    | 'nextSyncAt'
    | 'historyId'
  >
>;

/** A consent flow under way (schema.ts `gmail_oauth_states`). */
export type OAuthState = typeof gmailOAuthStates.$inferSelect;

/** What a new connect resets: the mailbox is read again from scratch (history, sync, errors). */
const FRESH_SYNC = {
  historyId: null,
  syncStatus: 'not_started',
  syncProcessed: 0,
  syncTotal: 0,
  syncThreatsFound: 0,
  syncStartedAt: null,
  syncFinishedAt: null,
  syncError: null,
  tokenError: false,
} as const;

/** Gmail connections, analysed messages and consent flows; every call is scoped to one user. */
export function createEmailProtectionRepository(db: Database) {
  return {
    async find(userId: number): Promise<GmailConnectionRow | null> {
      const [row] = await db.select().from(gmailConnections).where(eq(gmailConnections.userId, userId));
      return row ?? null;
    },
    /** Connects (or reconnects) the user's mailbox; settings of an earlier connection are kept. */
    async connect(userId: number, accountEmail: string, sealedToken: string): Promise<GmailConnectionRow> {
      const values = { accountEmail, refreshToken: sealedToken, connectedAt: new Date(), ...FRESH_SYNC };
      const [row] = await db
        .insert(gmailConnections)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: gmailConnections.userId, set: values })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    /** The removed connection, or null when there was none. */
    async disconnect(userId: number): Promise<GmailConnectionRow | null> {
      const [row] = await db.delete(gmailConnections).where(eq(gmailConnections.userId, userId)).returning();
      return row ?? null;
    },
    /** The changed connection, or null when the user has none. */
    async update(userId: number, changes: SettingsChanges | SyncChanges): Promise<GmailConnectionRow | null> {
      const [row] = await db
        .update(gmailConnections)
        .set(changes)
        .where(eq(gmailConnections.userId, userId))
        .returning();
      return row ?? null;
    },
    /** Which of `ids` were already analysed for the user, each with whether it was a threat. */
    async analysed(userId: number, ids: string[]): Promise<Map<string, boolean>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: gmailAnalysedMessages.messageId, isThreat: gmailAnalysedMessages.isThreat })
        .from(gmailAnalysedMessages)
        .where(and(eq(gmailAnalysedMessages.userId, userId), inArray(gmailAnalysedMessages.messageId, ids)));
      return new Map(rows.map((row) => [row.id, row.isThreat]));
    },
    /** Records the message as analysed; a second call for it changes nothing. */
    async markAnalysed(userId: number, messageId: string, isThreat: boolean): Promise<void> {
      await db.insert(gmailAnalysedMessages).values({ userId, messageId, isThreat }).onConflictDoNothing();
    },
    async saveState(state: OAuthState): Promise<void> {
      await db.delete(gmailOAuthStates).where(lt(gmailOAuthStates.expiresAt, new Date()));
      await db.insert(gmailOAuthStates).values(state);
    },
    /** Takes (deletes) the unexpired flow with that state hash: null when unknown, used or stale. */
    async takeState(stateHash: string): Promise<OAuthState | null> {
      const [row] = await db
        .delete(gmailOAuthStates)
        .where(and(eq(gmailOAuthStates.stateHash, stateHash), gt(gmailOAuthStates.expiresAt, new Date())))
        .returning();
      return row ?? null;
    },
  };
}

export type EmailProtectionRepository = ReturnType<typeof createEmailProtectionRepository>;
