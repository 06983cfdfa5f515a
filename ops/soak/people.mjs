// @ts-check
/**
 * The soak's people: accounts made with the createuser command in the stack's database, signed
 * in through the gateway as the sign-in screen does (spec 000 §7: the session call for a
 * csrftoken cookie, then the allauth login with X-CSRFToken), and their mailboxes in the offline
 * Gmail stand-in's folder (`<DATA_DIR>/gmail/<email>/`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from './client.mjs';

// No import.meta here: Playwright's loader (e2e/stack/soak.spec.ts) cannot take it; the
// repository's root is given by the caller instead.
/** The demo mailbox (api/src/modules/demo/mailbox.ts) in the repository `root`: 39 messages. */
const demoMailDir = (/** @type {string} */ root) =>
  join(root, 'api', 'src', 'modules', 'scam-signs', 'mail', 'eval');
const AUTH = '/_allauth/browser/v1/auth';
const PASSWORD = 'Soak-steady-load-35';
const DAY_MS = 86_400_000;

/**
 * @typedef {{ index: number, email: string, client: import('./client.mjs').Client, delivered: number, synced: number }} Person
 *   `delivered`: the messages put in their mailbox so far; `synced`: those of them delivered
 *   before the last sync that started, which it must have analysed once it completed
 */

/** The soak's email address of person `index` in run `runId`. */
export const emailOf = (/** @type {string} */ runId, /** @type {number} */ index) =>
  `soak-${runId}-${index}@example.com`;

/**
 * Makes `count` accounts for run `runId` with the createuser command (api/src/cli/createuser.ts
 * of the repository `root`) beside the stack, `apiEnv` its DATABASE_URL and DATA_DIR. Each is named Sam Rivera, the demo
 * family's name the local breach corpus holds (demo/family.ts), so their dark web scans find
 * exposures and make notifications. @returns their addresses
 * @param {string} root @param {Record<string, string>} apiEnv @param {string} runId @param {number} count
 * @throws {Error} with the command's output when it fails
 */
export function createAccounts(root, apiEnv, runId, count) {
  const emails = Array.from({ length: count }, (_, i) => emailOf(runId, i));
  const input = emails
    .map((email) => JSON.stringify({ email, password: PASSWORD, first_name: 'Sam', last_name: 'Rivera' }))
    .join('\n');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/createuser.ts', '--stdin'], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...apiEnv, LOG_LEVEL: 'warn' },
    input: `${input}\n`,
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`createuser failed: ${made.stdout}${made.stderr}`);
  return emails;
}

/**
 * Signs `email` in through the gateway at `origin` with a new client recording into `recorder`.
 * @param {string} origin @param {import('./recorder.mjs').Recorder} recorder
 * @param {string} email @param {number} index
 * @returns {Promise<Person>}
 * @throws {Error} when the login is refused
 */
export async function signIn(origin, recorder, email, index) {
  const client = createClient(origin, recorder);
  await client.call('sign-in', `${AUTH}/session`, { expect: (status) => status === 200 || status === 401 });
  const login = await client.call('sign-in', `${AUTH}/login`, {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status} ${JSON.stringify(login.data)}`);
  return { index, email, client, delivered: 0, synced: 0 };
}

/**
 * Delivers copy number `copy` of the demo mailbox of the repository `root` to `person`'s
 * stand-in mailbox under `dataDir`: its own file names and Message-IDs (the stand-in's ids
 * derive from the names), the address the person's, each copy a day older than the one before.
 * @returns the messages added
 * @param {{ root: string, dataDir: string }} where @param {Person} person @param {number} copy
 */
export function deliverCopy({ root, dataDir }, person, copy) {
  const dir = join(dataDir, 'gmail', person.email.toLowerCase());
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(demoMailDir(root)).filter((name) => name.endsWith('.eml'));
  for (const name of names) {
    const message = readFileSync(join(demoMailDir(root), name), 'utf8')
      .replaceAll('demo@lifeguard.local', person.email)
      .replace(/^Message-ID: </im, `Message-ID: <soak-copy${copy}.`)
      .replace(
        /^Date: (.*)$/im,
        (_, date) => `Date: ${new Date(Date.parse(date) - copy * DAY_MS).toUTCString()}`,
      );
    // Whole or not at all: a sync reading the folder meanwhile never sees half a message.
    const file = join(dir, `soak-copy${copy}-${name}`);
    writeFileSync(`${file}.part`, message);
    renameSync(`${file}.part`, file);
  }
  person.delivered += names.length;
  return names.length;
}
