// @ts-check
/**
 * The soak's steady loads besides questions and syncs: the dashboard's signed-in reads (spec 001
 * §7), threat reports from the browser extension (`POST /threats/api/events/ingest/` with its
 * bearer token: unique external_ids, and repeats of acknowledged ones, which must not store a
 * second event), and dark web scans (`POST /dehashed/api/search/`), each of which finds the
 * demo family's exposures and so makes a notification.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** The dashboard's reads, in turn (spec 001 §7). */
const READS = [
  '/threats/api/events/',
  '/security-tasks/api/notifications/',
  '/integrations/api/integrations/',
  '/security-tasks/api/action-items/',
  '/agents/history/',
  '/dehashed/api/scans/',
  '/integrations/api/integrations/onboarding_status/',
  '/integrations/api/integrations/check_darkweb_status/',
];
const READ_PAUSE_MS = 150;
const INGEST_PAUSE_MS = 700;
/** Every fourth report repeats one already acknowledged. */
const REPEAT_EVERY = 4;
const SCAN_PAUSE_MS = 12_000;
const INGEST = '/threats/api/events/ingest/';
/** An extension access token lives 15 minutes (spec 000 §3): a new one after 10. */
const TOKEN_AGE_MS = 10 * 60_000;

/**
 * Threat reports: unique ids sent, repeats sent, the ids acknowledged (201 or 200) and the
 * repeats of an acknowledged id answered 201 (stored again).
 * @typedef {{ sent: number, repeats: number, acknowledged: Set<string>, storedAgain: number }} IngestTally
 * @typedef {{ answered: number, withExposures: number }} ScanTally
 */

/** @returns {IngestTally} */
export const newIngestTally = () => ({ sent: 0, repeats: 0, acknowledged: new Set(), storedAgain: 0 });
/** @returns {ScanTally} */
export const newScanTally = () => ({ answered: 0, withExposures: 0 });

/**
 * The dashboard's reads, one after another, until `over()`.
 * @param {import('./client.mjs').Client} client @param {number} index @param {() => boolean} over
 */
export async function readLoop(client, index, over) {
  for (let n = index; !over(); n += 1) {
    await client.call('read', READS[n % READS.length] ?? READS[0] ?? '/');
    await sleep(READ_PAUSE_MS);
  }
}

/** A fresh extension access token of the signed-in person, or '' when refused. */
async function extensionToken(/** @type {import('./client.mjs').Client} */ client) {
  const tokens = await client.call('extension-token', '/api/extension-auth-tokens/');
  return tokens.ok ? String(tokens.data.access_token) : '';
}

/** A phishing page the extension blocked, reported under `externalId`. */
const report = (/** @type {string} */ externalId) => ({
  external_id: externalId,
  threat_type: 'url',
  threat_category: 'malicious_website',
  severity: 'medium',
  source_system: 'chrome_extension',
  threat_identifier: `http://${externalId}.example/login`,
  threat_data: { url: `http://${externalId}.example/login` },
});

/**
 * Person `index`'s threat reports until `over()`: ids `soak-<runId>-<index>-<n>`, every
 * {@link REPEAT_EVERY}th one a repeat of an id already acknowledged.
 * @param {import('./client.mjs').Client} client @param {string} runId @param {number} index
 * @param {() => boolean} over @param {IngestTally} tally
 */
export async function ingestLoop(client, runId, index, over, tally) {
  let token = await extensionToken(client);
  let tokenAt = Date.now();
  /** @type {string[]} */
  const mine = [];
  for (let n = 0; !over(); n += 1) {
    await sleep(INGEST_PAUSE_MS);
    if (!token || Date.now() - tokenAt > TOKEN_AGE_MS) {
      token = await extensionToken(client);
      tokenAt = Date.now();
    }
    const repeat = mine.length > 0 && n % REPEAT_EVERY === REPEAT_EVERY - 1;
    const id = repeat ? (mine[(n * 7) % mine.length] ?? '') : `soak-${runId}-${index}-${n}`;
    if (repeat) tally.repeats += 1;
    else tally.sent += 1;
    const answer = await client.call('threat-ingest', INGEST, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: report(id),
      expect: (status) => status === 201 || status === 200,
    });
    if (!answer.ok) continue;
    if (repeat && answer.status === 201) tally.storedAgain += 1;
    if (!tally.acknowledged.has(id)) mine.push(id);
    tally.acknowledged.add(id);
  }
}

/**
 * Person's dark web scans, one every {@link SCAN_PAUSE_MS}, until `over()`.
 * @param {import('./client.mjs').Client} client @param {() => boolean} over @param {ScanTally} tally
 */
export async function scanLoop(client, over, tally) {
  while (!over()) {
    await sleep(SCAN_PAUSE_MS);
    if (over()) return;
    const scan = await client.call('darkweb-scan', '/dehashed/api/search/', {
      method: 'POST',
      body: { save_results: true },
    });
    if (!scan.ok) continue;
    tally.answered += 1;
    if (Number(scan.data.total_results) > 0) tally.withExposures += 1;
  }
}
