/**
 * Benchmark (issue 5 "Performance"): the local breach corpus on PostgreSQL. Generates (or
 * reuses) a synthetic corpus of --records records (default 1,000,000) in the database
 * `lifeguard_bench` of the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * imports it as `breach:import` does (COPY, sealing in worker threads) and prints the import
 * rate, then the latency of 200 scans of random people of the corpus, as POST
 * /dehashed/api/search/ runs them (two searches, summary, sealed storage). Goals: import at
 * least 100,000 records/s; scan p50 at most 50 ms at 10 M records. Prints figures, asserts nothing.
 */
import { randomInt } from 'node:crypto';
import { createWriteStream, createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { asc, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { runImport } from '../src/cli/corpus-import.js';
import { fromPostgresUrl, type DatabaseHandle } from '../src/db/database.js';
import { breachRecords, darkWebScans } from '../src/modules/darkweb/schema.js';
import { users } from '../src/modules/users/schema.js';
import { generatedFile } from '../src/modules/darkweb/corpus/generated-file.js';
import { personCount, syntheticPerson } from '../src/modules/darkweb/corpus/generate.js';
import { CORPUS_CONTEXT, type CorpusPayload } from '../src/modules/darkweb/corpus/record.js';
import type { ImportFormat } from '../src/modules/darkweb/corpus/reader.js';
import { createLocalProvider } from '../src/modules/darkweb/providers/local.js';
import { createBreachSealer } from '../src/modules/darkweb/sealing.js';
import { createDarkWebService, identifiersOf } from '../src/modules/darkweb/service.js';

const SEED = 1;
const SCANS = 200;
const WARM_UP = 20;
const SECRET = 'lifeguard-bench-darkweb-secret-0123456789abcdef';
const BENCH_DATABASE = 'lifeguard_bench';
const BENCH_USER = 'bench-darkweb@example.com';

/** The bench database on the server of `baseUrl`, created when missing. */
async function benchDatabaseUrl(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.href;
}

/** True when the corpus holds exactly `records` records of this bench's seed and key. */
async function corpusIsReusable(handle: DatabaseHandle, records: number): Promise<boolean> {
  const [{ total } = { total: 0 }] = await handle.db.select({ total: count() }).from(breachRecords);
  if (total !== records) return false;
  const [first] = await handle.db.select().from(breachRecords).orderBy(asc(breachRecords.id)).limit(1);
  try {
    const payload = createBreachSealer(SECRET).open<CorpusPayload>(
      first?.payload ?? Buffer.alloc(0),
      CORPUS_CONTEXT,
    );
    return Object.values(payload.f).includes(syntheticPerson(SEED, 0).email);
  } catch {
    return false;
  }
}

async function loadCorpus(
  handle: DatabaseHandle,
  url: string,
  records: number,
  format: ImportFormat,
  threads?: number,
) {
  await handle.db.execute(sql`TRUNCATE breach_records RESTART IDENTITY`);
  const dir = mkdtempSync(join(tmpdir(), 'lifeguard-bench-'));
  const file = join(dir, `corpus.${format}`);
  try {
    const started = performance.now();
    await pipeline(generatedFile(records, SEED, format), createWriteStream(file));
    console.log(
      `Generated ${records.toLocaleString('en-US')} records (${format}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const result = await runImport(handle, url, createReadStream(file), {
      format,
      defaults: {},
      secret: SECRET,
      threads,
    });
    return result.imported / result.seconds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function scanLatencies(handle: DatabaseHandle, records: number) {
  const sealer = createBreachSealer(SECRET);
  const service = createDarkWebService(createLocalProvider(handle.db, sealer), handle.db, sealer);
  const [user] = await handle.db
    .insert(users)
    .values({ email: BENCH_USER })
    .onConflictDoNothing()
    .returning();
  const userId =
    user?.id ?? (await handle.db.select().from(users).where(eq(users.email, BENCH_USER)))[0]?.id ?? 0;
  const people = personCount(records);
  const timings: number[] = [];
  let found = 0;
  for (let i = 0; i < WARM_UP + SCANS; i++) {
    const person = syntheticPerson(SEED, randomInt(people));
    const [firstName = '', lastName = ''] = person.name.split(' ');
    const identifiers = identifiersOf({
      email: person.email,
      firstName,
      lastName,
      phoneNumber: person.phone,
      phoneVerified: true,
    });
    const started = performance.now();
    const scan = await service.scan(userId, identifiers, { save: true });
    if (i < WARM_UP) continue;
    timings.push(performance.now() - started);
    found += scan.total_results;
  }
  await handle.db.delete(darkWebScans).where(eq(darkWebScans.userId, userId));
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), meanResults: found / SCANS };
}

async function main() {
  const { values } = parseArgs({
    options: {
      records: { type: 'string', default: '1000000' },
      format: { type: 'string', default: 'ndjson' },
      threads: { type: 'string' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const records = Number(values.records);
  const format = values.format as ImportFormat;
  const threads = values.threads === undefined ? undefined : Number(values.threads);
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = await benchDatabaseUrl(baseUrl).catch((error: Error) => {
    throw new Error(`PostgreSQL is needed (DATABASE_URL, default ${baseUrl}): ${error.message}`);
  });
  const handle = fromPostgresUrl(url, 4);
  try {
    await handle.migrate();
    console.log(
      `Database: ${url.replace(/\/\/[^@/]*@/, '//')}; corpus of ${records.toLocaleString('en-US')} records`,
    );
    let rate: number | undefined;
    if (values.fresh || !(await corpusIsReusable(handle, records))) {
      rate = await loadCorpus(handle, url, records, format, threads);
    } else {
      console.log('Reusing the corpus already imported (--fresh imports it again).');
    }
    const { p50, p95, meanResults } = await scanLatencies(handle, records);
    console.log(`\nRecords: ${records.toLocaleString('en-US')}`);
    if (rate !== undefined)
      console.log(`Import: ${Math.round(rate).toLocaleString('en-US')} records/s (goal >= 100,000)`);
    console.log(
      `Scan latency over ${SCANS} scans: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p50 <= 50 ms at 10 M)`,
    );
    console.log(`Mean results per scan: ${meanResults.toFixed(1)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
