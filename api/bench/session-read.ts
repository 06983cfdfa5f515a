/**
 * Benchmark (ARCHITECTURE "perf budget"): a session-authenticated GET /users/api/user/detail/
 * against a bare Fastify route doing one prepared primary-key read, on the same database
 * (PostgreSQL when DATABASE_URL is set, else in-memory PGlite). Prints requests/s and the ratio.
 */
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/modules/users/schema.js';
import { databaseLabel, openBenchDatabase, signIn } from './support.js';

const DURATION = 10;
const CONNECTIONS = 10;

async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main() {
  const { handle, dispose } = await openBenchDatabase();
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
    console.log(`Database: ${databaseLabel()}; ${CONNECTIONS} connections, ${DURATION} s each`);
    const bareRps = await load(`${bareUrl}/item`);
    console.log(`bare Fastify + prepared PK read:        ${bareRps.toFixed(0)} req/s`);
    const appRps = await load(`${appUrl}/users/api/user/detail/`, { cookie });
    console.log(`GET /users/api/user/detail/ (session): ${appRps.toFixed(0)} req/s`);
    console.log(`ratio: ${((appRps / bareRps) * 100).toFixed(1)} % (budget: >= 60 %)`);
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
