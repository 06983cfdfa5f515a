/**
 * What the API benchmarks share: a scratch database (PostgreSQL when DATABASE_URL is set, else
 * in-memory PGlite) and a signed-in session of a user made for the run.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { App } from '../src/app.js';
import { fromPglite, fromPostgresUrl, type DatabaseHandle } from '../src/db/database.js';
import { createScratchDatabase } from '../src/db/scratch.js';

/**
 * The databases a benchmark runs on: the embedded PGlite default, and PostgreSQL when DATABASE_URL
 * is set; BENCH_DATABASES (comma-separated, e.g. `postgres`) narrows them to those it names.
 */
export type BenchDatabase = 'pglite' | 'postgres';
export const BENCH_DATABASES = (): BenchDatabase[] => {
  const available: BenchDatabase[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const chosen = process.env.BENCH_DATABASES?.split(',').map((name) => name.trim());
  return chosen ? available.filter((kind) => chosen.includes(kind)) : available;
};

/**
 * A fresh, migrated database for one run, of `kind` (default: PostgreSQL when DATABASE_URL is
 * set, else in-memory PGlite); `dispose` closes (and drops) it.
 */
export async function openBenchDatabase(
  kind: BenchDatabase = process.env.DATABASE_URL ? 'postgres' : 'pglite',
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (kind === 'pglite' || !baseUrl) {
    const handle = fromPglite(await PGlite.create());
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(baseUrl, 'lifeguard_bench');
  const handle = fromPostgresUrl(scratch.url, 10);
  await handle.migrate();
  return { handle, dispose: async () => (await handle.close(), await scratch.drop()) };
}

/** The database's name for the printed figures (the default of {@link openBenchDatabase}). */
export const databaseLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)');

/**
 * Signs `email`/`password` in through the allauth login endpoint (in process).
 * @returns the Cookie header value (sessionid and csrftoken) and the CSRF token.
 */
export async function signIn(
  app: App,
  email: string,
  password: string,
): Promise<{ cookie: string; csrf: string }> {
  const visit = await app.inject({ method: 'GET', url: '/_allauth/browser/v1/auth/session' });
  const csrf = visit.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const login = await app.inject({
    method: 'POST',
    url: '/_allauth/browser/v1/auth/login',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: { email, password },
  });
  const session = login.cookies.find((c) => c.name === 'sessionid')?.value;
  if (!session) throw new Error(`sign-in of ${email} failed: ${login.statusCode}`);
  return { cookie: `sessionid=${session}; csrftoken=${csrf}`, csrf };
}

/** What one round loads: a URL and its headers. */
export type Target = { url: string; headers?: Record<string, string> };
type Answer = { average: number; non2xx: number; errors: number } | { error: string };

/**
 * The load generator (load-generator.mjs), forked once: one warm process for every round, with
 * `connections` connections.
 */
export function startLoadGenerator(connections: number) {
  const child = fork(fileURLToPath(new URL('./load-generator.mjs', import.meta.url)), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return {
    /**
     * Average requests/s of `target` over `seconds` s.
     * @throws Error on any non-2xx answer, connection error or failure of the generator.
     */
    load({ url, headers = {} }: Target, seconds: number): Promise<number> {
      return new Promise((resolve, reject) => {
        child.once('message', (answer: Answer) => {
          if ('error' in answer) return reject(new Error(answer.error));
          if (answer.non2xx || answer.errors)
            return reject(new Error(`${url}: ${answer.non2xx} non-2xx, ${answer.errors} errors`));
          resolve(answer.average);
        });
        child.send({ url, headers, connections, seconds });
      });
    },
    stop: () => child.kill(),
  };
}

/** The median of `values`. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
