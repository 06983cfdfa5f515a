import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase } from './database.js';

export type TestContext = { app: App; dataDir: string };

/**
 * Bound (ms) on building or closing the app: opening PGlite, migrating and `ready()` take a few
 * seconds alone and over 30 s at a load average of 10 (issue 15 item 9). It bounds a failure,
 * it is not a wait.
 */
export const APP_HOOK_TIMEOUT = 120_000;

/**
 * Builds the app once for the calling test file, on its own database and temporary DATA_DIR;
 * closed after the file. `env` overrides configuration (e.g. small rate limits); a function is
 * read when the app is built. `extraPlugins` are registered after the routes, as in server.ts.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { extraPlugins }: { extraPlugins?: FastifyPluginAsync[] } = {},
): TestContext {
  const ctx = {} as TestContext;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ctx.dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-api-'));
    const database = await openTestDatabase();
    dispose = database.dispose;
    const config = loadConfig({
      DATA_DIR: ctx.dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      ...(typeof env === 'function' ? env() : env),
    });
    ctx.app = await buildApp(config, { database: database.handle, extraPlugins });
    await ctx.app.ready();
  }, APP_HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx.app?.close();
    await dispose?.();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  }, APP_HOOK_TIMEOUT);
  return ctx;
}

let counter = 0;
/** A unique email for this test file. */
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${++counter}@example.com`;
