import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase } from './database.js';

export type TestContext = { app: App; dataDir: string };

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
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose?.();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

let counter = 0;
/** A unique email for this test file. */
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${++counter}@example.com`;
