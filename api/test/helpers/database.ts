import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgresUrl, type DatabaseHandle } from '../../src/db/database.js';
import { createScratchDatabase } from '../../src/db/scratch.js';

/**
 * A migrated database for one test file: a fresh PostgreSQL database when DATABASE_URL is set,
 * else in-memory PGlite. `url` is the PostgreSQL database's; `dispose` closes and drops it.
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  dispose(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'lifeguard_test');
    const handle = fromPostgresUrl(scratch.url, 4);
    await handle.migrate();
    return {
      handle,
      url: scratch.url,
      async dispose() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const handle = fromPglite(await PGlite.create());
  await handle.migrate();
  return { handle, dispose: () => handle.close() };
}
