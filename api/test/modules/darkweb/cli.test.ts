import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromPostgresUrl, type DatabaseHandle } from '../../../src/db/database.js';
import { openEmbedded } from '../../../src/db/embedded.js';
import { createScratchDatabase } from '../../../src/db/scratch.js';
import { loadBreaches } from '../../../src/modules/darkweb/corpus/breaches.js';
import { generateRecords, syntheticPerson } from '../../../src/modules/darkweb/corpus/generate.js';
import { noIdentifiers, normaliseIdentifier } from '../../../src/modules/darkweb/identifiers.js';
import { createLocalProvider } from '../../../src/modules/darkweb/providers/local.js';
import { createBreachSealer } from '../../../src/modules/darkweb/sealing.js';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lifeguard-breach-cli-'));
const SECRET_KEY = 'cli-test-secret-key-that-is-long-enough-0123';
const { DATABASE_URL: baseUrl, NODE_OPTIONS: _flags, ...baseEnv } = process.env;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

/** Runs a CLI of api/src/cli as npm would (on PostgreSQL when the suite is, else embedded). */
function run(cli: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = {
    ...baseEnv,
    DATA_DIR: join(dir, 'data'),
    SECRET_KEY,
    LOG_LEVEL: 'warn',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${cli}.ts`, ...args],
      { cwd: apiDir, env },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

async function openCorpus(): Promise<DatabaseHandle> {
  return scratch ? fromPostgresUrl(scratch.url, 1) : openEmbedded(join(dir, 'data'));
}

beforeAll(async () => {
  if (baseUrl) scratch = await createScratchDatabase(baseUrl, 'lifeguard_test');
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run breach:generate / breach:import', () => {
  it('generates a CSV corpus, imports it with a malformed line reported, and finds its people', async () => {
    const file = join(dir, 'corpus.csv');
    const generated = await run('breach-generate', '--records', '30', '--seed', '5', '--out', file);
    expect(generated).toMatchObject({ code: 0 });
    appendFileSync(file, 'broken,row\n');

    const imported = await run('breach-import', file);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(
      /Imported 30 records in [\d.]+ s \([\d,]+ records\/s, (COPY|batched inserts)\); rejected 1\./,
    );
    expect(imported.err).toBe('line 32: rejected, expected 13 fields, got 2\n');

    const person = syntheticPerson(5, 0);
    const expected = [...generateRecords(30, 5, loadBreaches())].filter((r) => r.email === person.email);
    const database = await openCorpus();
    try {
      const provider = createLocalProvider(database.db, createBreachSealer(SECRET_KEY));
      const email = normaliseIdentifier('email', person.email);
      const { hits } = await provider.search({ ...noIdentifiers(), email: [email] });
      expect(hits.map((h) => h.database_name)).toEqual(expected.map((r) => r.database_name));
    } finally {
      await database.close();
    }
  }, 90_000);

  it('imports a generated corpus directly with --import', async () => {
    const result = await run('breach-generate', '--records', '12', '--seed', '9', '--import');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Imported 12 records');
  }, 60_000);

  it('exits 1 with a clear message on a missing file or an unknown format', async () => {
    const missing = await run('breach-import', join(dir, 'nope.csv'), '--source', 'Adobe');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('breach:import failed: ENOENT');
    const unknown = await run('breach-import', join(dir, 'dump.txt'));
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Give --format csv or ndjson');
  }, 60_000);
});
