import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgresUrl, type DatabaseHandle } from '../../src/db/database.js';
import { createScratchDatabase } from '../../src/db/scratch.js';
import { PGLITE_SNAPSHOT_ENV, TEMPLATE_DATABASE_ENV } from './migrated-once.js';

/**
 * A migrated database for one test file: on PostgreSQL (DATABASE_URL) a copy of the template
 * that the suite's global setup migrated once, else an in-memory PGlite loaded from its migrated
 * snapshot (./migrated-once.ts); without them (a run that skipped the global setup) a fresh
 * database migrated here. `url` is the PostgreSQL database's; `dispose` closes and drops it.
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  dispose(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = process.env[TEMPLATE_DATABASE_ENV];
    const scratch = await createScratchDatabase(baseUrl, 'lifeguard_test', template);
    const handle = fromPostgresUrl(scratch.url, 4);
    if (!template) await handle.migrate();
    return {
      handle,
      url: scratch.url,
      async dispose() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
  const loadDataDir = snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
  const handle = fromPglite(await PGlite.create({ loadDataDir }));
  if (!snapshot) await handle.migrate();
  return { handle, dispose: () => handle.close() };
}
