import { loadConfig } from '../config.js';
import { connectToolDatabase } from '../db/open.js';
import { runCli } from './run-cli.js';

/**
 * `npm run migrate` (issue 18, the one-shot migration service): applies the committed
 * migrations to the configured database (DATABASE_URL, else the embedded one, with the server
 * up or down) and exits 0 once it is up to date; any failure exits 1 with its message. Safe to
 * run from several processes at once on PostgreSQL (database.ts `migrate`).
 */
async function main(): Promise<number> {
  const database = await connectToolDatabase(loadConfig());
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    console.log(
      pending.length
        ? `Database migrated (pending at start: ${pending.join(', ')}).`
        : 'Database already up to date: no migration pending.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli('migrate', main);
