// @ts-check
/**
 * The soak (issue 35 item 4): on a running stack (its gateway at `origin`, its control server at
 * `controlUrl`), steady mixed load from a few people for N minutes while one API replica is
 * SIGKILLed at 30 % of the time and started again at 40 %, and the worker SIGKILLed at 60 % and
 * started again at 70 %; then what was stored is read back and judged (report.mjs). The API and
 * the worker answer questions with a slow fake model (fake-model.mjs) meanwhile, and are started
 * again without it at the end, as they were.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { newRunTally, questionLoop } from './assistant.mjs';
import { readStoredFacts } from './checks.mjs';
import { residentMemory, stackControl } from './control.mjs';
import { FAKE_MODEL, startFakeModel } from './fake-model.mjs';
import { newSyncTally, syncLoop } from './mailbox.mjs';
import { createAccounts, signIn } from './people.mjs';
import { createRecorder, phasesOf } from './recorder.mjs';
import { judge } from './report.mjs';
import { ingestLoop, newIngestTally, newScanTally, readLoop, scanLoop } from './workloads.mjs';

/** After each kill and each start, the requests begun within this long may fail, ms. */
export const KILL_WINDOW_MS = 10_000;
/** People making load, by default. */
export const DEFAULT_PEOPLE = 4;

/**
 * Waits until the gateway answers 8 requests in a row (after a restart its workers set a replica
 * aside for a few seconds when a kept connection to the old process fails).
 * @param {string} origin @throws {Error} when it does not within 90 s
 */
async function untilGatewayAnswers(origin) {
  const deadline = Date.now() + 90_000;
  let inARow = 0;
  while (inARow < 8) {
    if (Date.now() > deadline) throw new Error(`${origin} did not answer 8 times in a row within 90 s`);
    const ok = await fetch(`${origin}/app/remotes.json`).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    inARow = ok ? inARow + 1 : 0;
    if (!ok) await sleep(500);
  }
}

/**
 * `tally` without its spans (the report keeps only what they say).
 * @template {{ spans: unknown }} T @param {T} tally @returns {Omit<T, 'spans'>}
 */
function withoutSpans({ spans: _spans, ...rest }) {
  return rest;
}

/**
 * Each process's RSS at the start, in the steady phase and at the end, MB, by process id, and
 * whether it was started again since the steady phase (another process: its end RSS says
 * nothing of the steady one's growth); the one-shot processes (the migration), ended before the
 * soak, left out.
 * @typedef {Record<string, { mb: number, pid: number | null }>} Memory
 * @param {Memory} start @param {Memory} steady @param {Memory} end
 */
function rssTable(start, steady, end) {
  return Object.fromEntries(
    Object.keys({ ...start, ...end })
      .filter((id) => (start[id]?.mb ?? 0) + (end[id]?.mb ?? 0) > 0)
      .map((id) => [
        id,
        {
          start: start[id]?.mb ?? 0,
          steady: steady[id]?.mb ?? 0,
          end: end[id]?.mb ?? 0,
          restarted: (steady[id]?.pid ?? start[id]?.pid) !== end[id]?.pid,
        },
      ]),
  );
}

/**
 * Kills and starts the processes at the moments of a run of `durationMs` from `start`,
 * and samples the memory just before the first kill (the steady state). `env` is what the
 * services run with (the model's variables). @returns each fault with how it went (s from the
 * start), its kill window, the steady memory, and notes on what could not be done
 * @param {import('./control.mjs').StackControl} control @param {number} start
 * @param {number} durationMs @param {Record<string, string>} env
 */
async function injectFaults(control, start, durationMs, env) {
  /** @type {{ event: string, atS: number, how: string }[]} */
  const faults = [];
  /** @type {import('./recorder.mjs').Window[]} */
  const windows = [];
  /** @type {string[]} */
  const notes = [];
  /** @type {Memory} */
  let steadyRss = {};
  const step = async (
    /** @type {string} */ event,
    /** @type {number} */ fraction,
    /** @type {() => Promise<string>} */ act,
  ) => {
    await sleep(Math.max(0, start + fraction * durationMs - Date.now()));
    const from = Date.now();
    const how = await act().catch((error) => `failed: ${error.message}`);
    faults.push({
      event,
      atS: Math.round((from - start) / 100) / 10,
      how: `${how}, ${Date.now() - from} ms`,
    });
    windows.push({ reason: event, from, to: Date.now() + KILL_WINDOW_MS });
  };
  const kill = (/** @type {string} */ id) => async () => {
    steadyRss = Object.keys(steadyRss).length ? steadyRss : residentMemory(await control.status());
    await control.kill(id, 'SIGKILL');
    return 'SIGKILL';
  };
  await step('api-1 killed', 0.3, kill('api-1'));
  await step('api-1 started', 0.4, async () => {
    const how = await control.start('api-1', 'api', env);
    if (how === 'none')
      notes.push('api-1 was not started again: the control server has no POST /processes/<id>/start yet');
    return how === 'start' ? 'POST /processes/api-1/start' : 'left down';
  });
  await step('worker killed', 0.6, kill('worker'));
  await step('worker started', 0.7, async () => {
    const how = await control.start('worker', 'worker', env);
    return how === 'start' ? 'POST /processes/worker/start' : 'POST /services/worker/restart';
  });
  return { faults, windows, steadyRss, notes };
}

/**
 * Runs the soak (see the module's comment) for `minutes` with `people` people (default 4),
 * from the repository at `root` (its createuser command and demo mailbox), printing its
 * progress through `log`; `restore` (default true) starts the API and the worker
 * again without the model at the end. @returns the judged report (report.mjs)
 * @param {{ root: string, origin: string, controlUrl: string, minutes: number, people?: number, restore?: boolean, log?: (line: string) => void }} options
 * @throws {Error} when the stack cannot be prepared (restarted, its people made or signed in)
 */
export async function runSoak({
  root,
  origin,
  controlUrl,
  minutes,
  people = DEFAULT_PEOPLE,
  restore = true,
  log = console.log,
}) {
  const control = stackControl(controlUrl);
  const runId = Date.now().toString(36);
  const model = await startFakeModel();
  const env = { LLM_BASE_URL: model.baseUrl, LLM_API_KEY: 'soak', LLM_MODEL: FAKE_MODEL };
  try {
    log('Starting the API and the worker again with the slow model…');
    await Promise.all([control.restart('api', env), control.restart('worker', env)]);
    await untilGatewayAnswers(origin);
    const apiEnv = await control.apiEnv();
    const recorder = createRecorder();
    const emails = createAccounts(root, apiEnv, runId, people);
    const persons = await Promise.all(emails.map((email, i) => signIn(origin, recorder, email, i)));
    const tallies = {
      runs: newRunTally(),
      syncs: newSyncTally(),
      ingests: newIngestTally(),
      scans: newScanTally(),
    };
    const durationMs = minutes * 60_000;
    const start = Date.now();
    const over = () => Date.now() >= start + durationMs;
    const startRss = residentMemory(await control.status());
    log(`Load for ${minutes} min from ${people} people through ${origin}…`);
    const progress = setInterval(() => {
      const failed = recorder.samples.filter((s) => !s.ok).length;
      const { started, completed } = tallies.runs;
      log(
        `  ${Math.round((Date.now() - start) / 1000)} s: ${recorder.samples.length} requests (${failed} failed), ` +
          `runs ${completed}/${started} completed, syncs ${tallies.syncs.completed}/${tallies.syncs.started}`,
      );
    }, 30_000);
    const loops = persons.flatMap((person) => [
      readLoop(person.client, person.index, over),
      // Two questions at a time a person (AGENT_MAX_CONCURRENT_RUNS): a kill finds answers under way.
      questionLoop(person.client, runId, person.index, over, tallies.runs),
      questionLoop(person.client, runId, person.index + people, over, tallies.runs),
      syncLoop(person, { root, dataDir: apiEnv.DATA_DIR ?? '' }, over, tallies.syncs),
      ingestLoop(person.client, runId, person.index, over, tallies.ingests),
      scanLoop(person.client, over, tallies.scans),
    ]);
    // Never rejects: a control call that fails is reported as the fault's outcome.
    const { faults, windows, steadyRss, notes } = await injectFaults(control, start, durationMs, env);
    await sleep(Math.max(0, start + durationMs - Date.now()));
    log('Load over: waiting for the runs and syncs under way to end…');
    await Promise.all(loops).finally(() => clearInterval(progress));
    const endRss = residentMemory(await control.status());
    const answers = model.counts();
    /** How many of `spans` were under way at the moment of fault `event`. */
    const underWay = (/** @type {[number, number][]} */ spans, /** @type {string} */ event) => {
      const at = windows.find((w) => w.reason === event)?.from ?? -1;
      return spans.filter(([from, to]) => from <= at && to >= at).length;
    };
    const coverage = {
      runsAtApiKill: underWay(tallies.runs.spans, 'api-1 killed'),
      syncsAtWorkerKill: underWay(tallies.syncs.spans, 'worker killed'),
    };
    if (!answers.cut) notes.push('no answer was mid-stream in a killed process: no run had to be taken over');
    if (!coverage.syncsAtWorkerKill) notes.push('no sync was under way when the worker was killed');
    const stored = await readStoredFacts(apiEnv.DATABASE_URL ?? '', persons, tallies.ingests.acknowledged);
    return judge({
      minutes,
      origin,
      people,
      killWindowS: KILL_WINDOW_MS / 1000,
      faults,
      phases: recorder.byPhase(phasesOf(start, durationMs), start),
      outside: recorder.outside(windows),
      runs: { ...withoutSpans(tallies.runs), model: answers },
      syncs: withoutSpans(tallies.syncs),
      coverage,
      ingests: { ...tallies.ingests, acknowledged: tallies.ingests.acknowledged.size },
      scans: tallies.scans,
      stored,
      rss: rssTable(startRss, steadyRss, endRss),
      notes,
    });
  } finally {
    if (restore) {
      log('Starting the API and the worker again without the slow model…');
      await Promise.all([control.restart('api'), control.restart('worker')]).catch((error) =>
        log(`The API and the worker could not be started again: ${error.message}`),
      );
      await untilGatewayAnswers(origin).catch((error) => log(error.message));
    }
    await model.close();
  }
}
