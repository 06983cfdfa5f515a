// @ts-check
/**
 * The soak's assistant questions (spec 001 §7 "Agents", §4 "Agent run"): each person asks one
 * question at a time (AGENT_MAX_CONCURRENT_RUNS is 2 a person), `POST /agents/execute/`, then
 * follows its event stream to `complete` or `error`, resuming with Last-Event-ID whenever the
 * stream is cut (a killed replica), and reads the execution at the end. Every run must reach
 * `completed` with the answer the model streamed for its question (fake-model.mjs).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { answerTo } from './fake-model.mjs';

/** How long a run may take to end, from its question, ms: past it, it is unfinished. */
export const RUN_DEADLINE_MS = 150_000;
/** A stream silent this long (its keep-alive comes every 15 s) is given up and opened again, ms. */
const STALL_MS = 45_000;
/** Between a cut stream and the next attempt, ms (the panel's polling interval, spec 001 §4). */
const RESUME_DELAY_MS = 2_000;
const FINAL = new Set(['completed', 'failed']);

/**
 * What became of the runs: started, and how each ended. `lost` names the runs that did not
 * complete (`<execution id> <status>: <error>`); `wrongAnswers` the completed ones whose answer
 * is not the model's; `gaps` and `duplicateEvents` count stream events skipped or sent twice
 * across resumes (`id:` not one more than the last); `spans` when each run was under way, from
 * its question to its end (ms since the epoch).
 * @typedef {{
 *   started: number, completed: number, failed: number, unfinished: number, wrongAnswers: number,
 *   resumes: number, gaps: number, duplicateEvents: number, lost: string[], spans: [number, number][],
 * }} RunTally
 */

/** @returns {RunTally} */
export const newRunTally = () => ({
  started: 0,
  completed: 0,
  failed: 0,
  unfinished: 0,
  wrongAnswers: 0,
  resumes: 0,
  gaps: 0,
  duplicateEvents: 0,
  lost: [],
  spans: [],
});

/**
 * Follows execution `id`'s stream from event `seen.last` until its final event, the stream ends
 * or stalls, or `deadline` (ms since the epoch). @returns whether the final event came
 * @param {import('./client.mjs').Client} client @param {string} id
 * @param {{ last: number }} seen @param {number} deadline @param {RunTally} tally
 */
async function follow(client, id, seen, deadline, tally) {
  const controller = new AbortController();
  let stall = setTimeout(() => controller.abort(), STALL_MS);
  const ends = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
  /** @type {Record<string, string>} */
  const headers = seen.last ? { 'last-event-id': String(seen.last) } : {};
  try {
    return await client.stream(
      'agent-stream',
      `/agents/stream/${id}/`,
      headers,
      controller.signal,
      (eventId, data) => {
        clearTimeout(stall);
        stall = setTimeout(() => controller.abort(), STALL_MS);
        const seq = Number(eventId);
        if (Number.isInteger(seq)) {
          if (seq <= seen.last) tally.duplicateEvents += 1;
          else if (seq > seen.last + 1) tally.gaps += 1;
          seen.last = Math.max(seen.last, seq);
        }
        const type = /** @type {{ type?: string }} */ (JSON.parse(data)).type;
        return type === 'complete' || type === 'error';
      },
    );
  } finally {
    clearTimeout(stall);
    clearTimeout(ends);
  }
}

/**
 * The execution as `GET /agents/execution/{id}/` answers it once final, asking again every
 * 2 s until `deadline`; the last answer read otherwise (null when none came).
 * @param {import('./client.mjs').Client} client @param {string} id @param {number} deadline
 * @returns {Promise<{ status: string, error: string | null, output: { response?: string } | null } | null>}
 */
async function finalExecution(client, id, deadline) {
  let last = null;
  for (;;) {
    const answer = await client.call('agent-execution', `/agents/execution/${id}/`);
    if (answer.ok) last = answer.data;
    if ((last && FINAL.has(last.status)) || Date.now() >= deadline) return last;
    await sleep(2_000);
  }
}

/**
 * Asks `question` and follows its run to the end (see the module's comment), adding to `tally`.
 * A refused question (no run) is only a failed request.
 * @param {import('./client.mjs').Client} client @param {string} question @param {RunTally} tally
 */
export async function ask(client, question, tally) {
  const asked = await client.call('agent-execute', '/agents/execute/', {
    method: 'POST',
    body: { message: question, agent_type: 'security' },
    expect: (status) => status === 202,
  });
  if (!asked.ok) return;
  tally.started += 1;
  const id = String(asked.data.execution_id);
  const started = Date.now();
  const deadline = started + RUN_DEADLINE_MS;
  const seen = { last: 0 };
  let ended = await follow(client, id, seen, deadline, tally);
  while (!ended && Date.now() < deadline) {
    tally.resumes += 1;
    await sleep(RESUME_DELAY_MS);
    ended = await follow(client, id, seen, deadline, tally);
  }
  // The final event is stored just before the row turns final: a few seconds settle it.
  const execution = await finalExecution(client, id, Math.max(deadline, Date.now() + 10_000));
  tally.spans.push([started, Date.now()]);
  const status = execution?.status ?? 'unread';
  if (status === 'completed') {
    tally.completed += 1;
    if (execution?.output?.response !== answerTo(question).text) tally.wrongAnswers += 1;
    return;
  }
  if (status === 'failed') tally.failed += 1;
  else tally.unfinished += 1;
  tally.lost.push(`${id} ${status}${execution?.error ? `: ${execution.error}` : ''}`);
}

/**
 * Questions one after another from asker `asker` (a person may have two), a second or two apart,
 * until `over()`; each followed to its end, so the last may finish after it.
 * @param {import('./client.mjs').Client} client @param {string} runId @param {number} asker
 * @param {() => boolean} over @param {RunTally} tally
 */
export async function questionLoop(client, runId, asker, over, tally) {
  for (let n = 1; !over(); n += 1) {
    await ask(client, `Soak ${runId} asker ${asker} question ${n}: is this message a scam?`, tally);
    await sleep(1_000 + ((asker * 373 + n * 611) % 1_000));
  }
}
