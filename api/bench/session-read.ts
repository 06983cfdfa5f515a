/**
 * Benchmark (ARCHITECTURE "perf budget"): a session-authenticated GET /users/api/user/detail/
 * against a bare Fastify route doing one prepared primary-key read, on the same database
 * (PostgreSQL when DATABASE_URL is set, else in-memory PGlite). Prints requests/s and the ratio.
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { fromPglite, fromPostgresUrl, type DatabaseHandle } from '../src/db/database.js';
import { createScratchDatabase } from '../src/db/scratch.js';
import { users } from '../src/modules/users/schema.js';

const DURATION = 10;
const CONNECTIONS = 10;

async function openDatabase(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = fromPglite(await PGlite.create());
    return { handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(baseUrl, 'lifeguard_bench');
  const handle = fromPostgresUrl(scratch.url, 10);
  return { handle, dispose: async () => (await handle.close(), await scratch.drop()) };
}

async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main() {
  const { handle, dispose } = await openDatabase();
  await handle.migrate();
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

  const visit = await app.inject({ method: 'GET', url: '/_allauth/browser/v1/auth/session' });
  const csrf = visit.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const login = await app.inject({
    method: 'POST',
    url: '/_allauth/browser/v1/auth/login',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: { email: 'bench@example.com', password: 'Password-123' },
  });
  const session = login.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
  const cookie = `sessionid=${session}; csrftoken=${csrf}`;

  try {
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    console.log(`Database: ${database}; ${CONNECTIONS} connections, ${DURATION} s each`);
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
