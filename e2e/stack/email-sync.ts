/**
 * What the worker fault tests read and arrange around a Gmail sync on the stack: a large mailbox
 * in the offline stand-in's folder, the sync's progress as the email screen polls it, and the
 * rows the sync leaves in the stack's database (issue 14 "a message is analysed once per user").
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { REPO_ROOT } from '../support/product';
import { logOf } from './control';

/** The demo mailbox's messages (api/src/modules/demo/mailbox.ts): 35 in the inbox, 4 in spam. */
const DEMO_MAIL_DIR = join(REPO_ROOT, 'api/src/modules/scam-signs/mail/eval');
const DAY_MS = 86_400_000;

/** spec 001 §7 `gmail_sync_progress`, as the email screen polls it. */
export const PROGRESS_PATH = '/integrations/api/integrations/gmail_sync_progress/';
export type SyncProgress = { status: string; processed: number; total: number; threats_found: number };

export async function syncProgress(request: APIRequestContext): Promise<SyncProgress> {
  const response = await request.get(PROGRESS_PATH);
  if (!response.ok()) throw new Error(`${PROGRESS_PATH} answered ${response.status()}`);
  return (await response.json()) as SyncProgress;
}

/**
 * Fills `email`'s stand-in mailbox (`<dataDir>/gmail/<email>/`) with `copies` copies of the
 * demo mailbox, each copy a day older than the one before and with its own Message-IDs, so
 * scams come up all through the sync. The stand-in's ids derive from file names: these are
 * unique to the call, so no other user's sync reads the same ids. @returns how many it holds
 */
export function fillMailbox(dataDir: string, email: string, copies: number): number {
  const dir = join(dataDir, 'gmail', email.toLowerCase());
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(DEMO_MAIL_DIR).filter((name) => name.endsWith('.eml'));
  const mailbox = randomBytes(4).toString('hex');
  for (let copy = 0; copy < copies; copy++) {
    for (const name of names) {
      const message = readFileSync(join(DEMO_MAIL_DIR, name), 'utf8')
        .replaceAll('demo@lifeguard.local', email)
        .replace(/^Message-ID: </im, `Message-ID: <copy${copy}.`)
        .replace(/^Date: (.*)$/im, (_, date: string) => {
          return `Date: ${new Date(Date.parse(date) - copy * DAY_MS).toUTCString()}`;
        });
      writeFileSync(join(dir, `${mailbox}-copy${copy}-${name}`), message);
    }
  }
  return copies * names.length;
}

/** One line of the worker's log (pino's JSON), as far as these tests read it. */
export type LogEntry = {
  pid?: number;
  reqId?: string;
  jobId?: number;
  msg?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
};

/** Where the worker's log ends now: {@link workerLog} from here reads only what comes after. */
export const workerLogMark = () => Math.max(0, logOf('worker').length - 1);

/** The worker's log entries from line `from` on (every worker process appends to one file). */
export function workerLog(from = 0): LogEntry[] {
  return logOf('worker')
    .slice(from)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogEntry];
      } catch {
        return [];
      }
    });
}

const MESSAGE_PATH = /\/gmail\/v1\/users\/me\/messages\/([0-9a-f]+)\?/;

/**
 * The ids of the messages worker process `pid` read from the Gmail stand-in (users.messages.get
 * answered 200), once per read, from its request log (LOG_LEVEL info): the worker reaches the
 * stand-in in-process (gmail/transport.ts), and the sync analyses every message it reads.
 */
export function messagesRead(entries: LogEntry[], pid: number): string[] {
  const requested = new Map<string, string>();
  const read: string[] = [];
  for (const { pid: from, reqId, msg, req, res } of entries) {
    if (from !== pid || !reqId) continue;
    const id = MESSAGE_PATH.exec(req?.url ?? '')?.[1];
    if (msg === 'incoming request' && id) requested.set(reqId, id);
    const answered = requested.get(reqId);
    if (msg === 'request completed' && answered && res?.statusCode === 200) read.push(answered);
  }
  return read;
}

/** Rows of `text` run on the stack's database (LIFEGUARD_E2E_DATABASE_URL, set by global setup). */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.LIFEGUARD_E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The database's clock now, as text (microseconds kept), to split rows before and after it. */
export const databaseNow = async () => (await sql<{ now: string }>('select now()::text as now'))[0]!.now;

export const userIdOf = async (email: string) =>
  (await sql<{ id: number }>('select id from users where email = $1', [email.toLowerCase()]))[0]!.id;

/** The user's `gmail.sync` job (one a user: its dedupe key): state, attempts and lease. */
export async function syncJob(userId: number) {
  const [job] = await sql<{ id: number; state: string; attempts: number; leased: boolean }>(
    `select id, state, attempts, coalesce(locked_until > now(), false) as leased
       from jobs where dedupe_key = $1 order by id desc limit 1`,
    [`gmail.sync:${userId}`],
  );
  if (!job) throw new Error(`no gmail.sync job for user ${userId}`);
  return job;
}

/** The ids of the messages analysed for the user, and of those analysed before `since`. */
export async function analysedIds(userId: number, since: string) {
  const rows = await sql<{ message_id: string; before: boolean }>(
    `select message_id, analysed_at < $2::timestamptz as before
       from gmail_analysed_messages where user_id = $1`,
    [userId, since],
  );
  return {
    all: new Set(rows.map((row) => row.message_id)),
    before: new Set(rows.filter((row) => row.before).map((row) => row.message_id)),
  };
}

/** The per-message records a sync stored for the user: what shows a message analysed twice or never. */
export type SyncRecords = {
  /** gmail_analysed_messages rows, distinct message ids among them, and the threats. */
  analysed: number;
  distinctAnalysed: number;
  threats: number;
  /** Rows analysed before `since` (when given). */
  analysedBefore: number;
  /** Gmail threat events, and the message ids with more than one. */
  threatEvents: number;
  duplicateEvents: string[];
  /** Threat events without an analysed threat message, and analysed threats without an event. */
  eventsWithoutThreat: number;
  threatsWithoutEvent: number;
  /** 'Scam email detected' notifications, and the high or critical threat events. */
  scamNotifications: number;
  urgentEvents: number;
};

export async function syncRecords(userId: number, since?: string): Promise<SyncRecords> {
  const [analysed] = await sql<{ n: number; distinct: number; threats: number; before: number }>(
    `select count(*)::int as n, count(distinct message_id)::int as distinct,
            count(*) filter (where is_threat)::int as threats,
            count(*) filter (where analysed_at < $2::timestamptz)::int as before
       from gmail_analysed_messages where user_id = $1`,
    [userId, since ?? '-infinity'],
  );
  const events = await sql<{ external_id: string; n: number; severity: string }>(
    `select external_id, count(*)::int as n, min(severity) as severity from threat_events
      where user_id = $1 and source_system = 'gmail' group by external_id`,
    [userId],
  );
  const threatIds = new Set(
    (
      await sql<{ message_id: string }>(
        'select message_id from gmail_analysed_messages where user_id = $1 and is_threat',
        [userId],
      )
    ).map((row) => row.message_id),
  );
  const eventIds = new Set(events.map((event) => event.external_id));
  const [notifications] = await sql<{ n: number }>(
    `select count(*)::int as n from notifications where user_id = $1 and title = 'Scam email detected'`,
    [userId],
  );
  return {
    analysed: analysed!.n,
    distinctAnalysed: analysed!.distinct,
    threats: analysed!.threats,
    analysedBefore: analysed!.before,
    threatEvents: events.reduce((sum, event) => sum + event.n, 0),
    duplicateEvents: events.filter((event) => event.n > 1).map((event) => event.external_id),
    eventsWithoutThreat: [...eventIds].filter((id) => !threatIds.has(id)).length,
    threatsWithoutEvent: [...threatIds].filter((id) => !eventIds.has(id)).length,
    scamNotifications: notifications!.n,
    urgentEvents: events.filter((event) => ['critical', 'high'].includes(event.severity)).length,
  };
}
