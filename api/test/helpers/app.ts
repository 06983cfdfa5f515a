import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase } from './database.js';

export type TestContext = {
  app: App;
  dataDir: string;
  /** The PostgreSQL database's URL when DATABASE_URL is set. */
  databaseUrl?: string;
};

/**
 * Bound (ms) on building or closing the app: opening PGlite, migrating and `ready()` take a few
 * seconds alone, over 30 s at a load average of 10 and over 120 s with two suites and builds
 * sharing 2 cores (issue 15 item 9). It bounds a failure, it is not a wait.
 */
export const APP_HOOK_TIMEOUT = 300_000;

/** The test configuration: `dataDir`, a fixed secret, no logs, no job loop, and `env` over them. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // Tests drive the queue with app.jobs.runDue() instead of the poll loop.
    JOBS_RUN: 'false',
    ...env,
  });

/**
 * Builds the app once for the calling test file, on its own database and temporary DATA_DIR;
 * closed after the file. `env` overrides configuration (e.g. small rate limits); a function is
 * read when the app is built. `extraPlugins` are registered after the routes, as in server.ts;
 * `agents` replaces the assistant's provider or tools (buildApp's option).
 */
export function useTestApp<Context extends TestContext = TestContext>(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { extraPlugins, agents }: Pick<BuildOptions, 'extraPlugins' | 'agents'> = {},
  ctx = {} as Context,
): Context {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ctx.dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-api-'));
    const database = await openTestDatabase();
    dispose = database.dispose;
    ctx.databaseUrl = database.url;
    const config = testConfig(ctx.dataDir, typeof env === 'function' ? env() : env);
    ctx.app = await buildApp(config, { database: database.handle, extraPlugins, agents });
    await ctx.app.ready();
  }, APP_HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx.app?.close();
    await dispose?.();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  }, APP_HOOK_TIMEOUT);
  return ctx;
}

/**
 * Another API process on `ctx`'s database, as a replica is (its own plugins, limits, event bus
 * and connections), built with `env` over the test configuration and started; the caller
 * closes it. `agents` as buildApp's option.
 */
export async function anotherProcess(
  ctx: TestContext,
  env: Record<string, string> = {},
  { agents }: Pick<BuildOptions, 'agents'> = {},
): Promise<App> {
  const database = {
    db: ctx.app.db,
    kind: 'pglite' as const,
    migrate: async () => {},
    pendingMigrations: async () => [],
    close: async () => {},
  };
  const app = await buildApp(testConfig(ctx.dataDir, env), { database, agents });
  await app.ready();
  return app;
}

let counter = 0;
/** A unique email for this test file. */
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${++counter}@example.com`;
