// @ts-check
// `npm run soak -- [--minutes N] [--people N] [--control URL [--origin URL]]` (issue 35 item 4):
// the soak of ops/soak/soak.mjs for N minutes (default 10). Without --control it starts a stack
// of its own (ops/stack) on a fresh database `lifeguard_soak` of the machine's PostgreSQL, in
// STACK_DIR .data/soak (each process's log in its logs/), its gateway on SOAK_PORT (default
// 8930, the control server one below), and stops it at the end. With --control it soaks the
// running stack of that control server, whose gateway is one port above unless --origin says.
// Prints the report and its SOAK_REPORT JSON line; exits 1 when the soak failed, 2 when it
// could not run.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, seedDemo, startStack } from '../stack/stack.mjs';
import { formatReport } from './report.mjs';
import { runSoak } from './soak.mjs';

/** The limits a few people's steady load would pass from one address (every client is 127.0.0.1). */
const RAISED_LIMITS = Object.fromEntries(
  [
    'LOGIN_RATE_LIMIT',
    'THREAT_INGEST_RATE_LIMIT',
    'DARKWEB_SCAN_RATE_LIMIT',
    'AGENT_RUNS_PER_MINUTE',
    'GMAIL_RATE_LIMIT',
    'TOKEN_REFRESH_RATE_LIMIT',
    'REMOTE_LOADS_RATE_LIMIT',
  ].map((name) => [name, '1000']),
);

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    people: { type: 'string', default: '4' },
    control: { type: 'string' },
    origin: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const people = Number(values.people);
if (!(minutes > 0) || !Number.isInteger(people) || people < 1) {
  console.error('Usage: npm run soak -- [--minutes N] [--people N] [--control URL [--origin URL]]');
  process.exit(2);
}

/** The stack to soak: the one at --control, or one started here (closed at the end). */
async function stackToSoak() {
  if (values.control) {
    const control = new URL(values.control);
    const origin = values.origin ?? `http://${control.hostname}:${Number(control.port) + 1}`;
    return { origin, controlUrl: values.control.replace(/\/$/, ''), close: async () => undefined };
  }
  const port = Number(process.env.SOAK_PORT ?? 8930);
  console.log(`Starting a stack of its own on port ${port} (a fresh database lifeguard_soak)…`);
  const stack = await startStack({
    port,
    dir: join(ROOT, '.data', 'soak'),
    log: 'files',
    fresh: true,
    // The job lease as the stack suite has it: a killed worker's sync is taken over within 15 s.
    env: { POSTGRES_DB: 'lifeguard_soak', JOBS_LEASE_MS: '15000', LOG_LEVEL: 'warn', ...RAISED_LIMITS },
  });
  // The demo family's breach records, which the soak's people's scans find.
  seedDemo(stack.apiEnv);
  return stack;
}

let exitCode = 2;
const stack = await stackToSoak().catch((error) => {
  console.error(`The stack did not start: ${error.message}`);
  process.exit(2);
});
try {
  // A stack of its own is stopped at the end: no need to start its API and worker again first.
  const restore = Boolean(values.control);
  const report = await runSoak({
    root: ROOT,
    origin: stack.origin,
    controlUrl: stack.controlUrl,
    minutes,
    people,
    restore,
  });
  console.log(formatReport(report));
  exitCode = report.passed ? 0 : 1;
} catch (error) {
  console.error(`The soak could not run: ${error instanceof Error ? error.stack : error}`);
} finally {
  await stack.close();
}
process.exit(exitCode);
