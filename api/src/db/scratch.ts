import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `statement` on the server of `baseUrl` through a connection of its own. */
async function administer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A throwaway database on the PostgreSQL server of `baseUrl` (tests and benchmarks): created
 * empty, or as a copy of the database `template` (`CREATE DATABASE … TEMPLATE …`, tens of ms for
 * a migrated schema; nobody may be connected to the template meanwhile), dropped by `drop()`.
 * Needs the CREATEDB privilege.
 */
export async function createScratchDatabase(baseUrl: string, prefix = 'scratch', template?: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administer(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => administer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
