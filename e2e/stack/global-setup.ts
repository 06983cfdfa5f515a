import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { STACK_DATABASE, STACK_DIR, STACK_JOBS_LEASE_MS } from '../stack.config';
import { RAISED_LIMITS, REPO_ROOT, sleep } from '../support/product';

/** The first start builds what is stale and starts 13 processes on a busy machine. */
const START_TIMEOUT_MS = 6 * 60_000;

/**
 * Starts `npm run stack` (ops/stack/cli.mjs) for the suite: docker-compose.yml's topology as
 * local processes, on a fresh database of its own, each process's output in STACK_DIR/logs/,
 * the per-address and per-user limits raised (every test's browser is 127.0.0.1, the demo
 * family is many tests'), the job lease shortened (STACK_JOBS_LEASE_MS), request logs on (the
 * replica test reads them), the demo account made. Answers the teardown, which stops it all.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT);
  const child = spawn(process.execPath, [join(REPO_ROOT, 'ops', 'stack', 'cli.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...RAISED_LIMITS,
      JOBS_LEASE_MS: String(STACK_JOBS_LEASE_MS),
      STACK_PORT: String(port),
      STACK_DIR,
      STACK_LOG: 'files',
      STACK_FRESH: '1',
      POSTGRES_DB: STACK_DATABASE,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes("Lifeguard's stack is running")) {
    if (child.exitCode !== null) throw new Error(`npm run stack exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`npm run stack did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(500);
  }
  const api = (await (await fetch(`${process.env.LIFEGUARD_STACK_CONTROL_URL}/api`)).json()) as {
    DATABASE_URL: string;
  };
  process.env.LIFEGUARD_E2E_DATABASE_URL = api.DATABASE_URL;
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
