import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withNamedStatements } from './pglite-statements.js';

/** The Drizzle database every repository works with, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database plus how to release it. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations in api/drizzle/ (idempotent). On PostgreSQL under an
   * advisory lock, so that migrators started together (issue 18) apply them once, one after
   * the other, instead of failing on each other's tables.
   */
  migrate(): Promise<void>;
  /** Tags of the committed migrations not applied yet (all of them on an empty database). */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// pg_advisory_lock key held while migrating: any constant no other lock of ours uses.
const MIGRATION_LOCK = 1_795_285_112;

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * The journal's migrations newer than the last one applied: drizzle's migrator applies exactly
 * these (it compares the journal's `when` with the newest `created_at` it recorded).
 */
async function pendingMigrations(query: Query): Promise<string[]> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  let last = 0;
  try {
    const { rows } = await query('select max(created_at) as last from drizzle.__drizzle_migrations');
    last = Number((rows[0] as { last: string | number | null } | undefined)?.last ?? 0);
  } catch (error) {
    // No migrations table (or schema) yet: nothing is applied.
    const code = (error as { code?: string }).code;
    if (code !== '42P01' && code !== '3F000') throw error;
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/**
 * Wraps a PGlite instance (file-backed or in-memory); drizzle's queries run as named prepared
 * statements ({@link withNamedStatements}). `close` closes the instance.
 */
export function fromPglite(client: PGlite): DatabaseHandle & { pglite: PGlite } {
  const db = drizzlePglite({ client: withNamedStatements(client) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    pendingMigrations: () => pendingMigrations((text) => client.query(text)),
    close: () => client.close(),
  };
}

/** Connects a pool to a PostgreSQL server (or a PGlite socket) at `url`. */
export function fromPostgresUrl(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        client.release();
      } catch (error) {
        // Closing the connection ends its lock, whatever state the failure left it in.
        client.release(true);
        throw error;
      }
    },
    pendingMigrations: () => pendingMigrations((text) => pool.query(text)),
    close: () => pool.end(),
  };
}
