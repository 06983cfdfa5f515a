import { createReadStream } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { breachDateOf } from '../modules/darkweb/corpus/breaches.js';
import type { ImportFormat } from '../modules/darkweb/corpus/reader.js';
import { runImport } from './corpus-import.js';
import { fail, runCli } from './run-cli.js';

const usage =
  'Usage: npm run breach:import -- FILE [--source NAME] [--breach-date YYYY-MM-DD] [--format csv|ndjson] [--threads N]';

const FORMATS: Record<string, ImportFormat> = { '.csv': 'csv', '.ndjson': 'ndjson', '.jsonl': 'ndjson' };

/**
 * Streams a CSV (with a header line) or NDJSON breach file (relative to where npm was run) into the local breach corpus (issue 5):
 * records without a database_name column take --source (and its breach date from the metadata
 * file, or --breach-date). Malformed records are reported by line and skipped; exits 1 only on
 * fatal errors. Works with the server up or down, on PGlite or PostgreSQL (COPY).
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      'breach-date': { type: 'string' },
      format: { type: 'string' },
      threads: { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) return fail(usage);
  const format = (values.format as ImportFormat | undefined) ?? FORMATS[extname(file).toLowerCase()];
  if (format !== 'csv' && format !== 'ndjson')
    return fail(`Give --format csv or ndjson for ${file}.\n${usage}`);
  const threads = values.threads === undefined ? undefined : Number(values.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 0))
    return fail('--threads is a count.');
  const source = values.source?.trim() || undefined;
  const breachDate = values['breach-date'] ?? (source ? breachDateOf(source) : undefined);

  const input = createReadStream(resolve(process.env.INIT_CWD ?? '.', file));
  await new Promise((resolve, reject) => input.once('open', resolve).once('error', reject));
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    await runImport(database, config.databaseUrl, input, {
      format,
      defaults: { source, breachDate },
      secret: config.breach.encryptionKey,
      threads,
    });
    return 0;
  } finally {
    await database.close();
  }
}

runCli('breach:import', main);
