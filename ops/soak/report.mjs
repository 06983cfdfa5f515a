// @ts-check
/**
 * The soak's report (issue 35 item 4): its verdict by the issue's criteria, the text a person
 * reads and one machine-readable line (`SOAK_REPORT {...}`).
 */

/** At most this share of the requests outside the kill windows may fail (0.1 %). */
export const MAX_FAILED_SHARE = 0.001;
/** End RSS above the steady state's by more than this share is not flat (20 %). */
export const MAX_RSS_GROWTH = 0.2;

/**
 * @typedef {{
 *   minutes: number, origin: string, people: number, killWindowS: number,
 *   faults: { event: string, atS: number, how: string }[],
 *   phases: import('./recorder.mjs').PhaseRow[],
 *   outside: { requests: number, failed: number, failures: Record<string, number>, failuresInAll: Record<string, number> },
 *   runs: Omit<import('./assistant.mjs').RunTally, 'spans'> & { model: { asked: number, answered: number, cut: number } },
 *   syncs: Omit<import('./mailbox.mjs').SyncTally, 'spans'>,
 *   coverage: { runsAtApiKill: number, syncsAtWorkerKill: number },
 *   ingests: { sent: number, repeats: number, acknowledged: number, storedAgain: number },
 *   scans: import('./workloads.mjs').ScanTally,
 *   stored: import('./checks.mjs').StoredFacts,
 *   rss: Record<string, { start: number, steady: number, end: number, restarted: boolean }>,
 *   notes: string[],
 * }} SoakFacts
 * @typedef {SoakFacts & { failures: string[], warnings: string[], passed: boolean }} SoakReport
 */

/**
 * The verdict on `facts`: `failures` break the issue's criteria (any run not completed or with
 * another answer, a stream gap or repeat, a notification lost or duplicated, a sync not
 * finished or a message it left unanalysed, a threat report lost or stored twice, more than
 * 0.1 % failed requests outside the kill windows); `warnings` do not (memory not flat: end RSS
 * over 20 % above the steady state's, for a process not started again since).
 * @param {SoakFacts} facts @returns {SoakReport}
 */
export function judge(facts) {
  const { runs, syncs, stored, outside } = facts;
  const failures = [];
  const lostRuns = runs.failed + runs.unfinished;
  if (lostRuns) failures.push(`${lostRuns} assistant run(s) of ${runs.started} did not complete`);
  if (runs.wrongAnswers) failures.push(`${runs.wrongAnswers} completed run(s) stored another answer`);
  if (runs.gaps || runs.duplicateEvents)
    failures.push(`streams skipped ${runs.gaps} and repeated ${runs.duplicateEvents} event(s)`);
  const { lost, duplicates } = stored.notifications;
  if (lost || duplicates) failures.push(`notifications: ${lost} lost, ${duplicates} duplicated`);
  if (syncs.failed + syncs.unfinished + syncs.connectFailures)
    failures.push(
      `syncs: ${syncs.failed} failed, ${syncs.unfinished} unfinished, ${syncs.connectFailures} could not connect`,
    );
  if (stored.mail.analysed < stored.mail.synced)
    failures.push(`${stored.mail.synced - stored.mail.analysed} synced message(s) never analysed`);
  if (stored.mail.flaggedWithoutEvent || stored.mail.duplicateEvents)
    failures.push(
      `Gmail threats: ${stored.mail.flaggedWithoutEvent} without their event, ${stored.mail.duplicateEvents} stored twice`,
    );
  if (stored.ingests.lost || stored.ingests.duplicates || facts.ingests.storedAgain)
    failures.push(
      `threat reports: ${stored.ingests.lost} lost, ${stored.ingests.duplicates + facts.ingests.storedAgain} stored twice`,
    );
  if (outside.failed > outside.requests * MAX_FAILED_SHARE)
    failures.push(`${outside.failed} of ${outside.requests} requests outside the kill windows failed`);
  // A process started again since is another one: its end says nothing of the steady one's growth.
  const warnings = Object.entries(facts.rss)
    .filter(([, m]) => !m.restarted && m.steady > 0 && m.end > m.steady * (1 + MAX_RSS_GROWTH))
    .map(([id, m]) => `${id}: RSS ${m.steady} MB in the steady phase, ${m.end} MB at the end`);
  return { ...facts, failures, warnings, passed: failures.length === 0 };
}

const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);
const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole ? `${((100 * part) / whole).toFixed(3)} %` : '0 %';

/**
 * The report as text, ending with its JSON line.
 * @param {SoakReport} report @returns {string}
 */
export function formatReport(report) {
  const { runs, syncs, stored, outside, ingests, scans } = report;
  const n = stored.notifications;
  const lines = [
    `Soak (issue 35): ${report.minutes} min of mixed load through ${report.origin}, ${report.people} people`,
    `Faults: ${report.faults.map((f) => `${f.event} at ${f.atS} s (${f.how})`).join('; ')}`,
    `Kill window: a request in flight at a kill or start, or begun within ${report.killWindowS} s after one`,
    '',
    `${'phase'.padEnd(14)} ${pad('from-to s', 10)} ${pad('requests', 9)} ${pad('errors', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)}`,
    ...report.phases.map(
      (p) =>
        `${p.name.padEnd(14)} ${pad(`${p.fromS}-${p.toS}`, 10)} ${pad(p.requests, 9)} ${pad(p.errors, 7)} ${pad(p.p50Ms, 7)} ${pad(p.p99Ms, 7)}`,
    ),
    '',
    `Outside the kill windows: ${outside.failed} of ${outside.requests} requests failed (${percent(outside.failed, outside.requests)}, at most 0.1 %)` +
      (outside.failed ? `: ${JSON.stringify(outside.failures)}` : ''),
    `Failed requests in all, by kind and status: ${JSON.stringify(outside.failuresInAll)}`,
    `Assistant runs: ${runs.started} started, ${runs.completed} completed, ${runs.failed} failed, ${runs.unfinished} unfinished; ` +
      `${runs.wrongAnswers} with another answer; ${runs.resumes} stream resumes, ${runs.gaps} gaps, ${runs.duplicateEvents} repeated events`,
    `  model: ${runs.model.asked} answers asked (${runs.model.asked - runs.started} asked again), ` +
      `${runs.model.answered} streamed whole, ${runs.model.cut} cut mid-answer (their process killed)`,
    ...runs.lost.slice(0, 10).map((line) => `  lost: ${line}`),
    `Under way at the kills: ${report.coverage.runsAtApiKill} runs when api-1 was killed, ` +
      `${report.coverage.syncsAtWorkerKill} syncs when the worker was killed`,
    `Syncs: ${syncs.started} started, ${syncs.completed} completed, ${syncs.failed} failed, ${syncs.unfinished} unfinished, ` +
      `${syncs.connectFailures} connections failed; messages synced ${stored.mail.synced}, analysed ${stored.mail.analysed}, ` +
      `flagged ${stored.mail.flagged} (${stored.mail.flaggedWithoutEvent} without event, ${stored.mail.duplicateEvents} events twice)`,
    `Dark web scans: ${scans.answered} answered (${scans.withExposures} with exposures); stored ${stored.scans.stored} (${stored.scans.withExposures} with exposures)`,
    `Threat reports: ${ingests.sent} new and ${ingests.repeats} repeats sent, ${ingests.acknowledged} ids acknowledged, ` +
      `${stored.ingests.stored} stored; ${stored.ingests.lost} lost, ${stored.ingests.duplicates + ingests.storedAgain} stored twice`,
    `Notifications: ${n.expected} expected, ${n.found} found, ${n.lost} lost, ${n.duplicates} duplicates ` +
      `(scam emails ${n.scamEmails.found}/${n.scamEmails.expected}, breaches ${n.breaches.found}/${n.breaches.expected})`,
    '',
    `${'RSS MB'.padEnd(16)} ${pad('start', 6)} ${pad('steady', 7)} ${pad('end', 6)}`,
    ...Object.entries(report.rss).map(
      ([id, m]) =>
        `${id.padEnd(16)} ${pad(m.start, 6)} ${pad(m.steady, 7)} ${pad(m.end, 6)}${m.restarted ? '  (started again since)' : ''}`,
    ),
    ...report.notes.map((note) => `Note: ${note}`),
    ...report.warnings.map((warning) => `Warning: ${warning}`),
    report.passed ? 'PASSED' : `FAILED: ${report.failures.join('; ')}`,
    `SOAK_REPORT ${JSON.stringify(report)}`,
  ];
  return lines.join('\n');
}
