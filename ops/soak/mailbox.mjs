// @ts-check
/**
 * The soak's mailbox syncs (spec 001 §7 "Integrations"; issue 14): each person connects Gmail
 * through the offline stand-in's consent page, as the email screen does (gmail_auth_url, the
 * consent form's 'Allow', the callback), which starts the first sync; then, again and again,
 * new mail arrives (another copy of the demo mailbox) and 'Sync now' (`POST {id}/sync/`) syncs
 * it. Each sync is followed through gmail_sync_progress until `completed`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { deliverCopy } from './people.mjs';

const BASE = '/integrations/api/integrations';
/** Copies of the demo mailbox before the first sync (78 messages). */
const FIRST_COPIES = 2;
/** How long a sync may take from its request, ms; past it, it is unfinished. */
export const SYNC_DEADLINE_MS = 180_000;
const POLL_MS = 1_000;
/**
 * Between two of a person's 'Sync now', at least, ms: the call allows GMAIL_RATE_LIMIT (10) a
 * minute per user, and a person clicking it more often would be refused (429).
 */
const SYNC_EVERY_MS = 8_000;

/**
 * What became of the syncs: started, completed, failed (still failed at its deadline) and
 * unfinished, the connections that did not go through, and `spans` when each sync was under
 * way, from its request to its end (ms since the epoch).
 * @typedef {{
 *   started: number, completed: number, failed: number, unfinished: number, connectFailures: number,
 *   spans: [number, number][],
 * }} SyncTally
 */

/** @returns {SyncTally} */
export const newSyncTally = () => ({
  started: 0,
  completed: 0,
  failed: 0,
  unfinished: 0,
  connectFailures: 0,
  spans: [],
});

/** `text` with the HTML escapes of plugins/html.ts undone. */
const unescapeHtml = (/** @type {string} */ text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * Connects the person's Gmail through the stand-in: consent page, 'Allow', our callback (302
 * to the email screen with `connected=1`). @returns whether it connected
 * @param {import('./client.mjs').Client} client
 */
export async function connectGmail(client) {
  const auth = await client.call('gmail-connect', `${BASE}/gmail_auth_url/`);
  if (!auth.ok) return false;
  const consent = await client.call('gmail-connect', String(auth.data.auth_url));
  const page = typeof consent.data === 'string' ? consent.data : '';
  const interaction = /name="interaction" value="([^"]*)"/.exec(page)?.[1];
  const action = /<form method="post" action="([^"]*)"/.exec(page)?.[1];
  if (!interaction || !action) return false;
  const allowed = await client.call('gmail-connect', unescapeHtml(action), {
    method: 'POST',
    form: { interaction: unescapeHtml(interaction), action: 'allow' },
    expect: (status) => status === 302,
  });
  const callback = allowed.headers?.get('location');
  if (!allowed.ok || !callback) return false;
  const back = await client.call('gmail-connect', callback, { expect: (status) => status === 302 });
  return back.ok && (back.headers?.get('location') ?? '').includes('connected=1');
}

/**
 * Follows the person's sync, asked for at `asked` (ms since the epoch), until `completed`, else
 * for {@link SYNC_DEADLINE_MS}, adding how it ended to `tally`.
 * @param {import('./client.mjs').Client} client @param {number} asked @param {SyncTally} tally
 */
async function untilSynced(client, asked, tally) {
  tally.started += 1;
  let status = 'unread';
  while (Date.now() < asked + SYNC_DEADLINE_MS && status !== 'completed') {
    const progress = await client.call('gmail-progress', `${BASE}/gmail_sync_progress/`);
    if (progress.ok) status = String(progress.data.status);
    if (status !== 'completed') await sleep(POLL_MS);
  }
  tally.spans.push([asked, Date.now()]);
  if (status === 'completed') tally.completed += 1;
  else if (status === 'failed') tally.failed += 1;
  else tally.unfinished += 1;
}

/**
 * Person's syncs until `over()`: connect (the first, full sync of {@link FIRST_COPIES} copies),
 * then each round a new copy delivered to their mailbox (`where`: the repository's root and the
 * stack's DATA_DIR) and 'Sync now'. A sync under way when `over()` turns true is followed to its
 * end.
 * @param {import('./people.mjs').Person} person @param {{ root: string, dataDir: string }} where
 * @param {() => boolean} over @param {SyncTally} tally
 */
export async function syncLoop(person, where, over, tally) {
  const { client } = person;
  let copy = 0;
  for (; copy < FIRST_COPIES; copy += 1) deliverCopy(where, person, copy);
  const connecting = Date.now();
  if (!(await connectGmail(client))) {
    tally.connectFailures += 1;
    return;
  }
  person.synced = person.delivered;
  await untilSynced(client, connecting, tally);
  const integrations = await client.call('gmail-connect', `${BASE}/`);
  /** @type {{ id: number, type: string }[]} */
  const results = integrations.ok ? integrations.data.results : [];
  const id = results.find((integration) => integration.type === 'email')?.id;
  if (id === undefined) return;
  let asked = 0;
  while (!over()) {
    await sleep(Math.max(1_000, asked + SYNC_EVERY_MS - Date.now()));
    if (over()) break;
    deliverCopy(where, person, copy);
    copy += 1;
    asked = Date.now();
    const sync = await client.call('gmail-sync', `${BASE}/${id}/sync/`, { method: 'POST' });
    // Refused: the new mail waits for the next round's sync.
    if (!sync.ok) continue;
    person.synced = person.delivered;
    await untilSynced(client, asked, tally);
  }
}
