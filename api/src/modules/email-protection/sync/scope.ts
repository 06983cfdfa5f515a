import { HistoryTooOldError } from '../gmail/errors.js';
import type { GmailMailbox } from '../gmail/mailbox.js';

/**
 * At most this many messages are scanned by a full sync (the first, or after Gmail forgot our
 * history id): the newest of each selected label, shared evenly between labels.
 */
export const FULL_SYNC_LIMIT = 500;

/** Gmail's largest page of `users.messages.list`. */
const LIST_PAGE_SIZE = 500;

/** What one sync covers: message ids, newest first, and the history id to continue from next time. */
export type SyncScope = { ids: string[]; historyId: string };

/** Up to `limit` newest ids carrying `labelId`, page by page. */
async function newestIds(mailbox: GmailMailbox, labelId: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await mailbox.listMessageIds(labelId, {
      pageToken,
      maxResults: Math.min(LIST_PAGE_SIZE, limit),
    });
    ids.push(...page.ids);
    pageToken = page.nextPageToken;
  } while (pageToken && ids.length < limit);
  return ids.slice(0, limit);
}

/**
 * Takes ids from each label's newest-first list in turn, skipping repeats (a message may carry
 * two labels), until `limit`: every label gets an even share, a short one leaves the rest to
 * the others.
 */
export function mergeFairly(lists: string[][], limit: number): string[] {
  const merged = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest && merged.size < limit; i++) {
    for (const list of lists) {
      const id = list[i];
      if (id !== undefined && merged.size < limit) merged.add(id);
    }
  }
  return [...merged];
}

/**
 * A full sync's scope: the history id is read first, so whatever arrives while we list is
 * picked up by the next incremental sync; then the newest {@link FULL_SYNC_LIMIT} messages of
 * `labels`.
 */
export async function fullScope(mailbox: GmailMailbox, labels: readonly string[]): Promise<SyncScope> {
  const { historyId } = await mailbox.profile();
  const lists = [];
  for (const label of labels) lists.push(await newestIds(mailbox, label, FULL_SYNC_LIMIT));
  return { ids: mergeFairly(lists, FULL_SYNC_LIMIT), historyId };
}

/** The later of two history ids (Gmail's are unsigned 64-bit decimals; else the newest seen). */
const laterHistoryId = (a: string, b: string) =>
  /^\d+$/.test(a) && /^\d+$/.test(b) && BigInt(a) > BigInt(b) ? a : b;

/**
 * An incremental sync's scope: messages added to any of `labels` since `startHistoryId`, page by
 * page, and the mailbox's newest history id. @throws HistoryTooOldError (a full sync is due)
 */
export async function incrementalScope(
  mailbox: GmailMailbox,
  labels: readonly string[],
  startHistoryId: string,
): Promise<SyncScope> {
  const ids = new Set<string>();
  let historyId = startHistoryId;
  for (const labelId of labels) {
    let pageToken: string | undefined;
    do {
      const page = await mailbox.history(startHistoryId, { labelId, pageToken });
      for (const id of page.addedIds) ids.add(id);
      historyId = laterHistoryId(historyId, page.historyId);
      pageToken = page.nextPageToken;
    } while (pageToken);
  }
  return { ids: [...ids], historyId };
}

/** The scope of the next sync: incremental from `historyId` when Google still has it, else full. */
export async function syncScope(
  mailbox: GmailMailbox,
  labels: readonly string[],
  historyId: string | null,
): Promise<SyncScope> {
  if (historyId === null) return fullScope(mailbox, labels);
  try {
    return await incrementalScope(mailbox, labels, historyId);
  } catch (error) {
    if (error instanceof HistoryTooOldError) return fullScope(mailbox, labels);
    throw error;
  }
}
