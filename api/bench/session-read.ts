/**
 * Benchmark (ARCHITECTURE "perf budget", issue 17 "An honest API benchmark"): a
 * session-authenticated GET /users/api/user/detail/ against a bare Fastify route doing one
 * prepared primary-key read of the same table, on the embedded PGlite default and, when
 * DATABASE_URL is set, on PostgreSQL. The load comes from the autocannon CLI in its own process,
 * so client and servers never share an event loop. Prints requests/s and the ratio per database.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/modules/users/schema.js';
import { BENCH_DATABASES, openBenchDatabase, signIn, type BenchDatabase } from './support.js';

const DURATION_S = 10;
const CONNECTIONS = 10;
/** Budget of DEVELOPERS.md (≥ 60 %) and the goal of issue 17 (≥ 80 %), in %. */
const BUDGET_PERCENT = 60;
const GOAL_PERCENT = 80;

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Average requests/s of `url` under the autocannon CLI (another process), after a 2 s warm-up.
 * @throws Error on any non-2xx answer or connection error.
 */
async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const run = (seconds: number) =>
    new Promise<{ requests: { average: number }; non2xx: number; errors: number }>((resolve, reject) => {
      const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
      for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
      const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        try {
          if (code !== 0) throw new Error(`autocannon exited with ${code}`);
          resolve(JSON.parse(out));
        } catch (error) {
          reject(error);
        }
      });
    });
  await run(2);
  const result = await run(DURATION_S);
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Bare and session-read requests/s on `kind`. */
async function measure(kind: BenchDatabase): Promise<{ bare: number; session: number }> {
  const { handle, dispose } = await openBenchDatabase(kind);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' });
  const app = await buildApp(config, { database: handle, logger: false });
  const user = await app.users.create({ email: 'bench@example.com', password: 'Password-123' });
  const bare = Fastify();
  const byId = handle.db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('bench_by_id');
  bare.get('/item', async () => (await byId.execute({ id: user.id }))[0]);
  const { cookie } = await signIn(app, 'bench@example.com', 'Password-123');
  try {
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      bare: await load(`${bareUrl}/item`),
      session: await load(`${appUrl}/users/api/user/detail/`, { cookie }),
    };
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

async function main() {
  console.log(
    `autocannon in its own process: ${CONNECTIONS} connections, ${DURATION_S} s each after 2 s warm-up`,
  );
  for (const kind of BENCH_DATABASES()) {
    const { bare, session } = await measure(kind);
    const ratio = (session / bare) * 100;
    const verdict =
      ratio >= GOAL_PERCENT
        ? 'meets'
        : ratio >= BUDGET_PERCENT
          ? 'within budget, below goal'
          : 'BELOW budget';
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}`);
    console.log(`  bare Fastify + prepared PK read:        ${bare.toFixed(0)} req/s`);
    console.log(`  GET /users/api/user/detail/ (session): ${session.toFixed(0)} req/s`);
    console.log(
      `  ratio: ${ratio.toFixed(1)} % (budget >= ${BUDGET_PERCENT} %, goal >= ${GOAL_PERCENT} %: ${verdict})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
