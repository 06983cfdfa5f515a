import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPostgresUrl } from '../../src/db/database.js';
import { NotMigratedError, openServerDatabase } from '../../src/db/open.js';
import { createScratchDatabase } from '../../src/db/scratch.js';
import { APP_HOOK_TIMEOUT, testConfig } from '../helpers/app.js';

const DATABASE_URL = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: { tag: string }[];
};
const allTags = journal.entries.map((entry) => entry.tag);

/** Issue 18: migrations run once, in a one-shot service; replicas start with MIGRATE=false. */
describe('migrations', () => {
  it(
    'MIGRATE=false: the embedded database does not open unmigrated, and says what to run',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-migrate-'));
      try {
        const config = testConfig(dataDir, { MIGRATE: 'false', PGLITE_SOCKET_PORT: '0' });
        const opening = openServerDatabase(config);
        await expect(opening).rejects.toThrow(NotMigratedError);
        await expect(opening).rejects.toThrow(/lacks \d+ migration\(s\) \(0000_init, .*`npm run migrate`/);
        // Released on failure: the migrating start that follows can take the directory.
        const migrated = await openServerDatabase({ ...config, migrate: true });
        expect(await migrated.pendingMigrations()).toEqual([]);
        await migrated.close();
        await (await openServerDatabase(config)).close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    APP_HOOK_TIMEOUT,
  );

  // Like the other PostgreSQL-only tests: these need a server, and run when DATABASE_URL is set.
  if (DATABASE_URL) {
    describe('on PostgreSQL (DATABASE_URL)', () => {
      let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
      beforeAll(async () => {
        scratch = await createScratchDatabase(DATABASE_URL, 'lifeguard_migrate');
      });
      afterAll(() => scratch?.drop());

      it(
        'MIGRATE=false refuses an empty database; migrators started together apply each migration once',
        async () => {
          const config = testConfig(mkdtempSync(join(tmpdir(), 'lifeguard-migrate-')), {
            DATABASE_URL: scratch.url,
            MIGRATE: 'false',
          });
          await expect(openServerDatabase(config)).rejects.toThrow(NotMigratedError);

          const migrators = [1, 2, 3].map(() => fromPostgresUrl(scratch.url, 2));
          try {
            expect(await migrators[0]!.pendingMigrations()).toEqual(allTags);
            await Promise.all(migrators.map((handle) => handle.migrate()));
            expect(await migrators[1]!.pendingMigrations()).toEqual([]);
          } finally {
            await Promise.all(migrators.map((handle) => handle.close()));
          }
          const client = new pg.Client({ connectionString: scratch.url });
          await client.connect();
          try {
            const { rows } = await client.query(
              'select count(*)::int as n from drizzle.__drizzle_migrations',
            );
            expect(rows[0]).toEqual({ n: allTags.length });
          } finally {
            await client.end();
          }
          await (await openServerDatabase(config)).close();
          rmSync(config.dataDir, { recursive: true, force: true });
        },
        APP_HOOK_TIMEOUT,
      );
    });
  }
});
