import type { FastifyBaseLogger } from 'fastify';
import type { AnalysedMail } from '../../scam-signs/mail/analyse.js';
import type { GmailMailbox } from '../gmail/mailbox.js';

/** A family member, whom a message may claim to come from (the analyser's contacts). */
export type Contact = { name: string; email: string };

/** The user's Gmail connection as the sync reads it; `historyId` null until a sync finished. */
export type SyncConnection = {
  accountEmail: string;
  refreshToken: string;
  historyId: string | null;
  /** The Gmail label ids to scan (settings). */
  labels: readonly string[];
};

/** A message found to be a threat: `id` is Gmail's, `internalDate` ms since the epoch. */
export type SyncMessage = { id: string; accountEmail: string; analysed: AnalysedMail; internalDate: string };

/** Why a sync failed: the token is dead, Gmail is unreachable, or anything else. */
export type SyncFailure = 'token' | 'unavailable' | 'unknown';

/**
 * A sync's counts (spec 001 §7 `gmail_sync_progress`), over the messages in this run's scope:
 * already analysed ones (an interrupted run resumed) count as processed from the start.
 */
export type SyncCounts = { total: number; processed: number; threatsFound: number };

/** What the Gmail sync job needs from storage and services (implemented by the email protection service). */
export type SyncDeps = {
  /** Null when the user disconnected meanwhile: the sync ends quietly. */
  connection(userId: number): Promise<SyncConnection | null>;
  mailbox(refreshToken: string): GmailMailbox;
  /** `analyseMail` of scam-signs/mail/analyse.ts: throws on a message it cannot parse. */
  analyse(raw: Buffer, context: { userEmail: string; contacts: Contact[] }): Promise<AnalysedMail>;
  contacts(userId: number): Promise<Contact[]>;
  /** Which of `ids` the user already had analysed, each with whether it was a threat. */
  analysed(userId: number, ids: string[]): Promise<Map<string, boolean>>;
  /** Records the message as analysed; idempotent (unique user and message). */
  markAnalysed(userId: number, id: string, isThreat: boolean): Promise<void>;
  /**
   * Stores the threat event with its notification and action item in one transaction (all or
   * nothing); a repeat for the same user and message writes nothing (email-protection/report.ts).
   */
  report(userId: number, message: SyncMessage): Promise<void>;
  progress: {
    /** Status in_progress with these counts. */
    started(userId: number, counts: SyncCounts): Promise<void>;
    advanced(userId: number, counts: Omit<SyncCounts, 'total'>): Promise<void>;
    /** Status completed, `historyId` kept for the next (incremental) sync, the next one scheduled. */
    finished(userId: number, historyId: string): Promise<void>;
    failed(userId: number, reason: SyncFailure): Promise<void>;
  };
  log: Pick<FastifyBaseLogger, 'warn'>;
};
