import { GmailAuthError, GmailMessageGoneError, GmailUnavailableError } from '../gmail/errors.js';
import type { GmailMailbox } from '../gmail/mailbox.js';
import type { AnalysedMail } from '../../scam-signs/mail/analyse.js';
import type { Contact, SyncConnection, SyncDeps } from './deps.js';
import { syncScope } from './scope.js';

/** The job kind of a mailbox sync (one queued per user, see the email protection service). */
export const GMAIL_SYNC_JOB = 'gmail.sync';

export type GmailSyncPayload = { userId: number };

/** What the job queue hands the handler (jobs/runner.ts JobHandler). */
export type SyncJob = { signal: AbortSignal; extendLease(): Promise<void> };

/** Messages fetched at once; progress is saved and the lease extended after each batch. */
export const SYNC_BATCH_SIZE = 10;

type RawMessage = Awaited<ReturnType<GmailMailbox['getRaw']>>;
type Scan = { userId: number; connection: SyncConnection; mailbox: GmailMailbox; contacts: Contact[] };

/** The message, or null when Gmail deleted it after listing it. */
const fetchRaw = (mailbox: GmailMailbox, id: string): Promise<RawMessage | null> =>
  mailbox.getRaw(id).catch((error: unknown) => {
    if (error instanceof GmailMessageGoneError) return null;
    throw error;
  });

/**
 * The `gmail.sync` job (issue 14 "Sync runs as background jobs"): a full sync the first time
 * (scope.ts), then incremental from the stored history id, a full one again when Gmail forgot
 * it. Each message is analysed once per user: already analysed ones are skipped, so a re-run
 * creates nothing twice and an interrupted run resumes where it stopped (its counts include
 * what it had done).
 *
 * Exactly once (issue 35 item 2): each scam message ends with one threat event and one
 * notification, whatever point of a batch a SIGKILL hits, once the job's lease lapses and
 * another process takes the job over (jobs/runner.ts). Per message, in this order:
 * 1. fetch and analyse: nothing is written; the take-over scans the message again;
 * 2. `report` (threats/report.ts): the event, its notification and action item in ONE
 *    transaction, deduplicated by the message id; killed before its commit, none of it is
 *    stored (the server rolls back an open transaction of a dead client; PGlite lives and dies
 *    with the process) and the take-over reports the message anew;
 * 3. `markAnalysed`: killed before it, the message is not counted as analysed, so the take-over
 *    analyses it again and reports it again: the report finds the event and writes nothing;
 * 4. after it, `analysed` skips the message.
 * Progress counts are recomputed from the analysed records when a run starts, so a lost
 * `advanced` only delays them. Two processes on one message (a lease lapsed while its owner
 * still ran) meet at the unique (user, external_id) index: the second report waits for the
 * first's commit and writes nothing. The analysis depends only on the message and the user's
 * family, so a repeat flags the same messages.
 *
 * Outcomes: a dead token marks the sync failed ('token') and ends (no retry can help); Gmail
 * unavailable or anything else marks it failed and rethrows, for the queue's retries; an abort
 * (shutdown, lease lost) throws and leaves it in progress, to be resumed; a disconnect meanwhile
 * ends quietly.
 */
export function createGmailSync(deps: SyncDeps) {
  /** The analysis of a message, or null when the analyser cannot read it (logged by id only). */
  async function analyse(scan: Scan, id: string, raw: Buffer): Promise<AnalysedMail | null> {
    try {
      return await deps.analyse(raw, { userEmail: scan.connection.accountEmail, contacts: scan.contacts });
    } catch (error) {
      deps.log.warn(
        { messageId: id, error: (error as Error).name },
        'gmail sync skipped a message it could not read',
      );
      return null;
    }
  }

  /**
   * Analyses one fetched message (null: deleted since listed) and records it: true when it was
   * reported as a threat. An unreadable or deleted one counts as scanned and harmless, so one
   * bad message never stops a sync; one no longer under a selected label is left alone.
   */
  async function scanOne(scan: Scan, id: string, message: RawMessage | null): Promise<boolean> {
    const { userId, connection } = scan;
    if (message && !message.labelIds.some((label) => connection.labels.includes(label))) return false;
    const analysed = message ? await analyse(scan, id, message.raw) : null;
    const isThreat = analysed?.analysis.is_threat ?? false;
    if (analysed && message && isThreat) {
      const { accountEmail } = connection;
      await deps.report(userId, { id, accountEmail, analysed, internalDate: message.internalDate });
    }
    await deps.markAnalysed(userId, id, isThreat);
    return isThreat;
  }

  async function run(scan: Scan, job: SyncJob): Promise<void> {
    const { userId, connection, mailbox } = scan;
    const { ids, historyId } = await syncScope(mailbox, connection.labels, connection.historyId);
    const done = await deps.analysed(userId, ids);
    let processed = done.size;
    let threatsFound = [...done.values()].filter(Boolean).length;
    await deps.progress.started(userId, { total: ids.length, processed, threatsFound });
    const todo = ids.filter((id) => !done.has(id));
    for (let at = 0; at < todo.length; at += SYNC_BATCH_SIZE) {
      job.signal.throwIfAborted();
      const batch = todo.slice(at, at + SYNC_BATCH_SIZE);
      const messages = await Promise.all(batch.map((id) => fetchRaw(mailbox, id)));
      for (const [i, id] of batch.entries()) {
        if (await scanOne(scan, id, messages[i] ?? null)) threatsFound++;
        processed++;
      }
      await deps.progress.advanced(userId, { processed, threatsFound });
      await job.extendLease();
    }
    await deps.progress.finished(userId, historyId);
  }

  return async ({ userId }: GmailSyncPayload, job: SyncJob): Promise<void> => {
    try {
      const connection = await deps.connection(userId);
      if (!connection) return;
      const mailbox = deps.mailbox(connection.refreshToken);
      await run({ userId, connection, mailbox, contacts: await deps.contacts(userId) }, job);
    } catch (error) {
      if (job.signal.aborted) throw error;
      if (error instanceof GmailAuthError) return deps.progress.failed(userId, 'token');
      await deps.progress.failed(userId, error instanceof GmailUnavailableError ? 'unavailable' : 'unknown');
      throw error;
    }
  };
}
