// `npm test`: the whole suite, stage after stage, each stage's wall time printed as it ends and
// in a table at the end (issue 29 "See where the time goes"). Stops at the first failing stage.
//   node scripts/test.mjs              every stage
//   node scripts/test.mjs unit api     only these, in the suite's order
// STAGE_TIMES_FILE=<path> also appends `<stage> <seconds> <ok|failed>` lines to that file
// (.ci/run adds its own stages and prints one table for the whole run).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The stages in order; the stages of one step run at the same time (each is one process, so
 * two of them share the 2 cores), the steps one after the other.
 */
const STEPS = [
  [
    { name: 'lint', command: 'npm run lint:code' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'api', command: 'npm run test:api' }],
  [{ name: 'fuzz', command: 'npm run test:fuzz' }],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
];

const seconds = (since) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

/**
 * Runs `stage.command` in a shell from the repository root; its output goes through as it is,
 * or line by line prefixed with `[name]` when it shares the step with another stage.
 * @returns {Promise<{name: string, seconds: string, ok: boolean, child: import('node:child_process').ChildProcess}>}
 */
function run(stage, prefixed) {
  const started = process.hrtime.bigint();
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  // Its own process group, so that stopping it stops npm and what npm started.
  const child = spawn(stage.command, {
    cwd: root,
    shell: true,
    detached: true,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${stage.name}] ${line}`));
    }
  }
  const done = new Promise((resolve) =>
    child.once('close', (code, signal) => {
      const result = { name: stage.name, seconds: seconds(started), ok: code === 0 };
      const how = result.ok ? '✔' : `✘ (exit ${code ?? signal})`;
      console.log(`${how} ${stage.name} in ${result.seconds} s`);
      if (process.env.STAGE_TIMES_FILE) {
        appendFileSync(
          process.env.STAGE_TIMES_FILE,
          `${stage.name} ${result.seconds} ${result.ok ? 'ok' : 'failed'}\n`,
        );
      }
      resolve(result);
    }),
  );
  return { child, done };
}

/** Stops `child`'s process group, if it still runs. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

// Ctrl-C or a CI timeout stops the stages under way too.
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) stop(child);
    process.exit(130);
  });
}

const wanted = process.argv.slice(2);
const known = STEPS.flat().map((stage) => stage.name);
const unknown = wanted.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${known.join(', ')}`);
  process.exit(2);
}

const started = process.hrtime.bigint();
const results = [];
let failed = false;
for (const step of STEPS) {
  const stages = step.filter((stage) => wanted.length === 0 || wanted.includes(stage.name));
  if (stages.length === 0) continue;
  const running = stages.map((stage) => run(stage, stages.length > 1));
  for (const { child } of running) children.add(child);
  // A failing stage stops the others of its step: their result no longer decides anything.
  const outcomes = await Promise.all(
    running.map(({ done }) =>
      done.then((result) => {
        if (!result.ok) for (const other of running) stop(other.child);
        return result;
      }),
    ),
  );
  results.push(...outcomes.map((result) => ({ ...result, together: stages.length > 1 })));
  if (outcomes.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}

console.log('\nStage times (wall clock):');
for (const { name, seconds: time, ok, together } of results) {
  console.log(
    `  ${name.padEnd(10)} ${time.padStart(7)} s${ok ? '' : '  FAILED'}${together ? '  (beside another stage)' : ''}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${seconds(started).padStart(7)} s`);
process.exit(failed ? 1 : 0);
