// @ts-check
/**
 * What the soak reads back from the stack's database at the end (its DATABASE_URL, from the
 * control server's `GET /api`), about its own people only: which notifications must exist and
 * which do, whether every delivered message was analysed, and whether a threat report was
 * stored twice or lost.
 *
 * The notifications that must exist (email-protection/report.ts, darkweb/consequences.ts): one
 * 'Scam email detected' per high or critical Gmail threat event (each stored once per message,
 * by its external_id), and one 'Your information was found in data breaches' per stored dark
 * web scan with exposures. Each flagged message must have its event, too.
 */
import pg from 'pg';

const SCAM_EMAIL = 'Scam email detected';
const BREACHES = 'Your information was found in data breaches';

/**
 * @typedef {{ expected: number, found: number, lost: number, duplicates: number }} Count
 * @typedef {{
 *   notifications: Count & { scamEmails: Count, breaches: Count },
 *   mail: { synced: number, analysed: number, flagged: number, flaggedWithoutEvent: number, duplicateEvents: number },
 *   scans: { stored: number, withExposures: number },
 *   ingests: { stored: number, duplicates: number, lost: number },
 * }} StoredFacts
 */

/** Expected against found, per person, summed: a shortfall is lost, an excess duplicated. */
function countOf(/** @type {[number, number][]} */ pairs) {
  /** @type {Count} */
  const count = { expected: 0, found: 0, lost: 0, duplicates: 0 };
  for (const [expected, found] of pairs) {
    count.expected += expected;
    count.found += found;
    count.lost += Math.max(0, expected - found);
    count.duplicates += Math.max(0, found - expected);
  }
  return count;
}

/**
 * Reads the facts of the soak's people from the database at `databaseUrl`: `synced` messages
 * each were in their mailbox when their last sync started; `acknowledged` are the threat
 * reports the API acknowledged.
 * @param {string} databaseUrl @param {{ email: string, synced: number }[]} people
 * @param {Set<string>} acknowledged
 * @returns {Promise<StoredFacts>}
 * @throws {Error} when the database cannot be read
 */
export async function readStoredFacts(databaseUrl, people, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async (/** @type {string} */ text, /** @type {unknown[]} */ values) =>
      (await client.query(text, values)).rows;
    const emails = people.map((p) => p.email.toLowerCase());
    const users = await rows('select id, lower(email) as email from users where lower(email) = any($1)', [
      emails,
    ]);
    const ids = users.map((u) => Number(u.id));
    const perUser = async (/** @type {string} */ text) =>
      new Map((await rows(text, [ids])).map((row) => [Number(row.user_id), Number(row.n)]));
    const urgentEvents = await perUser(
      `select user_id, count(distinct external_id) as n from threat_events
        where user_id = any($1) and source_system = 'gmail' and severity in ('critical', 'high') group by user_id`,
    );
    const exposedScans = await perUser(
      'select user_id, count(*) as n from dark_web_scans where user_id = any($1) and total_results > 0 group by user_id',
    );
    const titled = async (/** @type {string} */ title) =>
      new Map(
        (
          await rows(
            'select user_id, count(*) as n from notifications where user_id = any($1) and title = $2 group by user_id',
            [ids, title],
          )
        ).map((row) => [Number(row.user_id), Number(row.n)]),
      );
    const [scamNotes, breachNotes] = [await titled(SCAM_EMAIL), await titled(BREACHES)];
    const scamEmails = countOf(ids.map((id) => [urgentEvents.get(id) ?? 0, scamNotes.get(id) ?? 0]));
    const breaches = countOf(ids.map((id) => [exposedScans.get(id) ?? 0, breachNotes.get(id) ?? 0]));
    const all = countOf([
      [scamEmails.expected, scamEmails.found],
      [breaches.expected, breaches.found],
    ]);
    all.lost = scamEmails.lost + breaches.lost;
    all.duplicates = scamEmails.duplicates + breaches.duplicates;

    const [mail] = await rows(
      `select count(*) as analysed, count(*) filter (where m.is_threat) as flagged,
              count(*) filter (where m.is_threat and not exists (
                select 1 from threat_events e where e.user_id = m.user_id and e.source_system = 'gmail'
                   and e.external_id = m.message_id)) as without_event
         from gmail_analysed_messages m where m.user_id = any($1)`,
      [ids],
    );
    const [gmailEvents] = await rows(
      `select coalesce(sum(n - 1), 0) as extra from (select count(*) as n from threat_events
        where user_id = any($1) and source_system = 'gmail' group by user_id, external_id) e`,
      [ids],
    );
    const [scans] = await rows(
      'select count(*) as stored, count(*) filter (where total_results > 0) as exposed from dark_web_scans where user_id = any($1)',
      [ids],
    );
    const reports = await rows(
      `select external_id, count(*) as n from threat_events
        where user_id = any($1) and source_system = 'chrome_extension' and external_id like 'soak-%' group by external_id`,
      [ids],
    );
    const stored = new Set(reports.map((row) => String(row.external_id)));
    return {
      notifications: { ...all, scamEmails, breaches },
      mail: {
        synced: people.reduce((sum, p) => sum + p.synced, 0),
        analysed: Number(mail?.analysed ?? 0),
        flagged: Number(mail?.flagged ?? 0),
        flaggedWithoutEvent: Number(mail?.without_event ?? 0),
        duplicateEvents: Number(gmailEvents?.extra ?? 0),
      },
      scans: { stored: Number(scans?.stored ?? 0), withExposures: Number(scans?.exposed ?? 0) },
      ingests: {
        stored: stored.size,
        duplicates: reports.reduce((sum, row) => sum + Number(row.n) - 1, 0),
        lost: [...acknowledged].filter((id) => !stored.has(id)).length,
      },
    };
  } finally {
    await client.end();
  }
}
