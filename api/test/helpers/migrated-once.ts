/**
 * The API suites migrate once per run, not once per test file (issue 29): the global setup
 * migrates a template database on PostgreSQL (DATABASE_URL), which each file copies, or one
 * in-memory PGlite whose data directory each file loads; the teardown removes them. The
 * workers find them through the environment variables below, set before they start.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgresUrl } from '../../src/db/database.js';
import { createScratchDatabase } from '../../src/db/scratch.js';

/** Name of the migrated template database on the PostgreSQL server of DATABASE_URL. */
export const TEMPLATE_DATABASE_ENV = 'LIFEGUARD_TEST_TEMPLATE_DATABASE';
/** Path of the migrated PGlite data directory, as an uncompressed tar (`dumpDataDir`). */
export const PGLITE_SNAPSHOT_ENV = 'LIFEGUARD_TEST_PGLITE_SNAPSHOT';

/** Migrates the suite's template or snapshot; answers what removes it. */
export async function migrateOnce(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = await createScratchDatabase(baseUrl, 'lifeguard_template');
    const handle = fromPostgresUrl(template.url, 1);
    try {
      await handle.migrate();
    } finally {
      // Copies need the template without connections.
      await handle.close();
    }
    process.env[TEMPLATE_DATABASE_ENV] = template.name;
    return template.drop;
  }
  const handle = fromPglite(await PGlite.create());
  await handle.migrate();
  const dir = mkdtempSync(join(tmpdir(), 'lifeguard-pglite-snapshot-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await (await handle.pglite.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
