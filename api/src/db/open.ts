import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { Config } from '../config.js';
import { fromPostgresUrl, type DatabaseHandle } from './database.js';
import { embeddedPaths, openEmbedded, shareOverSocket } from './embedded.js';

/** Raised at start with MIGRATE=false when the database lacks a migration this code knows. */
export class NotMigratedError extends Error {}

/**
 * Migrates `handle` when `migrate` (MIGRATE), else checks that nothing is left to apply.
 * @throws NotMigratedError naming the missing migrations and the command applying them.
 */
async function prepareSchema(handle: DatabaseHandle, migrate: boolean): Promise<void> {
  if (migrate) return handle.migrate();
  const pending = await handle.pendingMigrations();
  if (pending.length === 0) return;
  throw new NotMigratedError(
    `The database lacks ${pending.length} migration(s) (${pending.join(', ')}); with MIGRATE=false, ` +
      'apply them first with `npm run migrate`.',
  );
}

/**
 * Opens the server's database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite
 * in DATA_DIR/pglite, locked and shared on loopback for command-line tools. Migrates it, or
 * with MIGRATE=false (replicas, issue 18) only checks it is migrated.
 * @throws NotMigratedError with MIGRATE=false on a database missing a migration.
 */
export async function openServerDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = fromPostgresUrl(config.databaseUrl);
    try {
      await prepareSchema(handle, config.migrate);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const handle = await openEmbedded(config.dataDir);
  try {
    await prepareSchema(handle, config.migrate);
    const unshare = await shareOverSocket(handle.pglite, config.dataDir, config.pgliteSocketPort);
    return {
      ...handle,
      close: async () => {
        await unshare();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The loopback port of a running server's embedded database, if one answers. */
async function runningServerPort(dataDir: string): Promise<number | undefined> {
  const file = embeddedPaths(dataDir).port;
  if (!existsSync(file)) return undefined;
  const port = Number(readFileSync(file, 'utf8'));
  return Number.isInteger(port) && port > 0 && (await portAnswers(port)) ? port : undefined;
}

/**
 * Opens the database for a command-line tool, whether or not the server runs: through the
 * running server's PGlite socket when DATA_DIR/pglite.port answers, else DATABASE_URL, else
 * the PGlite directory itself (under the same lock as the server). Not migrated.
 */
export async function connectToolDatabase(config: Config): Promise<DatabaseHandle> {
  const port = await runningServerPort(config.dataDir);
  return port
    ? fromPostgresUrl(`postgresql://postgres@127.0.0.1:${port}/postgres`, 1)
    : config.databaseUrl
      ? fromPostgresUrl(config.databaseUrl, 1)
      : await openEmbedded(config.dataDir);
}

/** {@link connectToolDatabase}, then applies the migrations. */
export async function openToolDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await connectToolDatabase(config);
  try {
    await handle.migrate();
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
