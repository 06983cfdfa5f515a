import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-worker-'));
const { DATABASE_URL: _ignored, NODE_OPTIONS: _flags, ...baseEnv } = process.env;
const env = {
  ...baseEnv,
  DATA_DIR: dataDir,
  WORKER_PORT: '0',
  PGLITE_SOCKET_PORT: '0',
  LOG_LEVEL: 'warn',
  // As an API replica's: the worker runs jobs whatever JOBS_RUN says.
  JOBS_RUN: 'false',
  JOBS_POLL_MS: '50',
};

/** Starts `npm run worker`; resolves with its health check URL once it is ready. */
function startWorker(): Promise<{ child: ChildProcess; healthUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], { cwd: apiDir, env });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/health check at (http:\/\/\S+)/)?.[1];
      if (url) resolve({ child, healthUrl: url.replace('localhost', '127.0.0.1') });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
  });
}

/** Polls `read` every 100 ms until it answers one of `final`; that answer. */
async function until<T>(read: () => Promise<T>, final: T[]): Promise<T> {
  for (;;) {
    const value = await read();
    if (final.includes(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Issue 18 "Background jobs run once, in the worker"; "Health checks on every service". */
describe('npm run worker', () => {
  it('runs queued jobs, answers its health check, and stops on SIGTERM', async () => {
    const { child, healthUrl } = await startWorker();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const health = await fetch(healthUrl);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(health.headers.get('set-cookie')).toBeNull();
      expect((await fetch(healthUrl.replace('/healthz', '/_allauth/browser/v1/config'))).status).toBe(404);

      // Through the embedded database's socket, as command-line tools reach it.
      const port = readFileSync(join(dataDir, 'pglite.port'), 'utf8');
      const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      try {
        const { rows } = await client.query(
          "insert into jobs (kind, payload, max_attempts) values ('no-such-kind', '{}', 1) returning id",
        );
        const state = async () =>
          (await client.query('select state from jobs where id = $1', [rows[0].id])).rows[0].state as string;
        // The loop claimed it: a kind without a handler fails without running.
        expect(await until(state, ['done', 'failed'])).toBe('failed');
      } finally {
        await client.end();
      }
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    // A bound on a failure, not a wait: a tsx process migrating PGlite on a busy machine.
  }, 300_000);
});
