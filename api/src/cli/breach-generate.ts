import { createWriteStream } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { generatedFile } from '../modules/darkweb/corpus/generated-file.js';
import type { ImportFormat } from '../modules/darkweb/corpus/reader.js';
import { runImport } from './corpus-import.js';
import { fail, runCli } from './run-cli.js';

const usage =
  'Usage: npm run breach:generate -- --records N [--seed S] [--out FILE [--format csv|ndjson] | --import]';

/**
 * Makes a synthetic, deterministic breach corpus of N records over the real breach names and
 * dates of the metadata file (issue 5, for benchmarks): written to --out (CSV or NDJSON by
 * extension or --format), imported into the corpus with --import, else printed as NDJSON.
 */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      records: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      format: { type: 'string' },
      import: { type: 'boolean', default: false },
    },
  });
  const records = Number(values.records);
  const seed = Number(values.seed);
  if (!Number.isInteger(records) || records < 1) return fail(`--records must be a positive count.\n${usage}`);
  if (!Number.isInteger(seed)) return fail(`--seed must be an integer.\n${usage}`);
  if (values.out && values.import) return fail(`Give --out or --import, not both.\n${usage}`);
  const byExtension = values.out && extname(values.out).toLowerCase() === '.csv' ? 'csv' : 'ndjson';
  const format = (values.format ?? byExtension) as ImportFormat;
  if (format !== 'csv' && format !== 'ndjson') return fail(`--format is csv or ndjson.\n${usage}`);

  if (!values.import) {
    await pipeline(
      generatedFile(records, seed, format),
      values.out ? createWriteStream(resolve(process.env.INIT_CWD ?? '.', values.out)) : process.stdout,
    );
    if (values.out) console.error(`Wrote ${records} records to ${values.out}.`);
    return 0;
  }
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    await runImport(database, config.databaseUrl, generatedFile(records, seed, 'ndjson'), {
      format: 'ndjson',
      defaults: {},
      secret: config.breach.encryptionKey,
    });
    return 0;
  } finally {
    await database.close();
  }
}

runCli('breach:generate', main);
