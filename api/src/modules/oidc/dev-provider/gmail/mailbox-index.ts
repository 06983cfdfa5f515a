import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { summarizeEml, type EmlSummary } from './eml.js';

/** One message of a mailbox: its file, Gmail's ids for it and what the API answers of it. */
export type IndexedMessage = Omit<EmlSummary, 'parents' | 'threadId'> & {
  file: string;
  /** Gmail-like message id: 16 hex characters, stable for the file. */
  id: string;
  threadId: string;
  /** The history id of its arrival. */
  historyId: number;
  sizeEstimate: number;
};

/** One change of the mailbox, as users.history.list reports it. */
export type HistoryRecord = {
  id: number;
  type: 'messageAdded' | 'messageDeleted';
  message: { id: string; threadId: string; labelIds: string[] };
};

/**
 * `.index.json` of a mailbox: the current history id, the highest history id no longer kept
 * (older start ids are "too old"), the messages in arrival order and the latest history.
 */
export type MailboxIndex = {
  historyId: number;
  prunedThrough: number;
  messages: IndexedMessage[];
  history: HistoryRecord[];
};

/** Gmail keeps history for a while; the stand-in keeps the last 500 records of a mailbox. */
export const HISTORY_KEPT = 500;

export const emptyIndex = (): MailboxIndex => ({ historyId: 0, prunedThrough: 0, messages: [], history: [] });

/** The `.eml` files of `dir` (dot-files are the stand-in's own or half-delivered). */
async function emlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.') && e.name.endsWith('.eml'))
    .map((e) => e.name);
}

/** A summary of a file that cannot be parsed: still a message, in the inbox. */
const unreadable = (mtimeMs: number): EmlSummary => ({
  labelIds: ['INBOX'],
  internalDate: Math.floor(mtimeMs),
  snippet: '',
  parents: [],
  from: '',
  to: '',
  subject: '',
});

function uniqueId(file: string, taken: Set<string>): string {
  for (let n = 0; ; n++) {
    const id = createHash('sha256')
      .update(n ? `${file}#${n}` : file)
      .digest('hex')
      .slice(0, 16);
    if (!taken.has(id)) return id;
  }
}

/**
 * Brings `index` up to date with the files of `dir`, in place: a vanished file is a
 * messageDeleted record, a new file a message with the next history id (new files in
 * (mtime, name) order) and a messageAdded record. Its thread is Takeout's X-GM-THRID, else the
 * thread of a message it answers, else its own.
 * @returns whether anything changed
 */
export async function refreshIndex(dir: string, index: MailboxIndex): Promise<boolean> {
  const files = new Set(await emlFiles(dir));
  const record = (type: HistoryRecord['type'], { id, threadId, labelIds }: IndexedMessage) =>
    index.history.push({ id: ++index.historyId, type, message: { id, threadId, labelIds } });
  const gone = index.messages.filter((m) => !files.has(m.file));
  gone.forEach((message) => record('messageDeleted', message));
  index.messages = index.messages.filter((m) => files.has(m.file));

  const known = new Set(index.messages.map((m) => m.file));
  // A file may go between readdir and here: it is then as if never seen.
  const found = await Promise.all(
    [...files]
      .filter((file) => !known.has(file))
      .map((file) =>
        stat(join(dir, file)).then(
          ({ mtimeMs, size }) => ({ file, mtimeMs, size }),
          () => null,
        ),
      ),
  );
  const stats = found.filter((entry) => entry !== null);
  stats.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.file < b.file ? -1 : 1));
  const ids = new Set(index.messages.map((m) => m.id));
  const threads = new Map(index.messages.flatMap((m) => (m.messageId ? [[m.messageId, m.threadId]] : [])));
  for (const { file, mtimeMs, size } of stats) {
    const bytes = await readFile(join(dir, file)).catch(() => null);
    if (!bytes) continue;
    const { parents, threadId, ...summary } = await summarizeEml(bytes, mtimeMs).catch(() =>
      unreadable(mtimeMs),
    );
    const id = uniqueId(file, ids);
    ids.add(id);
    const thread = threadId ?? parents.map((parent) => threads.get(parent)).find(Boolean) ?? id;
    const message = {
      ...summary,
      file,
      id,
      threadId: thread,
      historyId: index.historyId + 1,
      sizeEstimate: size,
    };
    if (message.messageId) threads.set(message.messageId, thread);
    index.messages.push(message);
    record('messageAdded', message);
  }

  const excess = index.history.length - HISTORY_KEPT;
  if (excess > 0) index.prunedThrough = index.history.splice(0, excess).at(-1)?.id ?? index.prunedThrough;
  return gone.length > 0 || index.messages.length > known.size;
}
