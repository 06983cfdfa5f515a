import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/database.js';
import { breachRecords } from '../schema.js';
import type { BatchOutput, SealedBatch } from './batches.js';
import { COPY_COLUMNS } from './record.js';

/** Where sealed batches go; `finish` makes them visible to scans, `abort` drops them. */
export type CorpusWriter = {
  output: BatchOutput;
  write(batch: SealedBatch): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

const INSERT_ROWS = 1000;

/**
 * Batched multi-row inserts through Drizzle: PGlite, directly or through the running server's
 * socket (which cannot carry COPY). Rows are visible as they are written.
 */
export function insertWriter(db: Database): CorpusWriter {
  return {
    output: 'rows',
    async write({ rows }) {
      for (let i = 0; i < rows.length; i += INSERT_ROWS) {
        // Rows from a worker thread arrive with Uint8Array payloads (structured clone).
        const slice = rows.slice(i, i + INSERT_ROWS).map((r) => ({ ...r, payload: Buffer.from(r.payload) }));
        await db.insert(breachRecords).values(slice);
      }
    },
    finish: async () => undefined,
    abort: async () => undefined,
  };
}

/**
 * Moves the staged rows into breach_records in one transaction. A load at least as large as
 * the corpus drops its identifier indexes, inserts, and builds them again (one sorted build
 * beats millions of random B-tree inserts); scans wait for the commit.
 */
async function merge(client: pg.Client, staging: string, staged: number): Promise<void> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ estimate: number }>(
      `SELECT greatest(reltuples, 0)::bigint AS estimate FROM pg_class WHERE oid = 'breach_records'::regclass`,
    );
    const rebuild = staged >= Number(rows[0]?.estimate ?? 0);
    const indexes = rebuild
      ? (
          await client.query<{ name: string; definition: string }>(
            `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
             WHERE schemaname = current_schema() AND tablename = 'breach_records' AND indexname LIKE '%\\_key\\_idx'`,
          )
        ).rows
      : [];
    for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
    await client.query(`INSERT INTO breach_records (${COPY_COLUMNS}) SELECT ${COPY_COLUMNS} FROM ${staging}`);
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const { definition } of indexes) await client.query(definition);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  await client.query('ANALYZE breach_records');
}

/**
 * PostgreSQL COPY (pg-copy-streams) into a temporary staging table without indexes or WAL, so
 * the long part of an import neither slows nor locks the corpus; `finish` merges it. The
 * staging table dies with the connection, whatever happens to the import.
 */
export async function copyWriter(url: string): Promise<CorpusWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const staging = 'breach_records_import';
  let staged = 0;
  try {
    await client.query(`SET temp_buffers = '256MB'`);
    await client.query(
      `CREATE TEMPORARY TABLE ${staging} (source text NOT NULL, breach_date date, email_key bigint,
       username_key bigint, phone_key bigint, name_key bigint, payload bytea NOT NULL)`,
    );
  } catch (error) {
    await client.end();
    throw error;
  }
  const stream = client.query(copyFrom(`COPY ${staging} (${COPY_COLUMNS}) FROM STDIN`));
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  return {
    output: 'copy',
    async write({ copy, count }) {
      staged += count;
      if (!stream.write(copy)) await Promise.race([once(stream, 'drain'), failed]);
    },
    async finish() {
      try {
        stream.end();
        await Promise.race([once(stream, 'finish'), failed]);
        await merge(client, staging, staged);
      } finally {
        await client.end();
      }
    },
    async abort() {
      stream.destroy();
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * The writer for a tool's database: COPY when it is a PostgreSQL server reached through
 * `databaseUrl` (DATABASE_URL), else batched inserts (PGlite, or the running server's PGlite
 * socket, which speaks the protocol but not COPY).
 */
export async function openCorpusWriter(handle: DatabaseHandle, databaseUrl: string | undefined) {
  if (handle.kind !== 'postgres' || !databaseUrl) return insertWriter(handle.db);
  const result = await handle.db.execute(sql`SELECT version() AS version`);
  const [row] = (result as unknown as { rows: { version: string }[] }).rows;
  return row?.version.includes('PGlite') ? insertWriter(handle.db) : copyWriter(databaseUrl);
}
