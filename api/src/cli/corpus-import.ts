import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../db/database.js';
import { importCorpus, type ImportOptions, type ImportProgress } from '../modules/darkweb/corpus/import.js';
import { openCorpusWriter } from '../modules/darkweb/corpus/writer.js';

/** Rejected lines printed one by one; past this only their count is. */
const SHOWN_REJECTIONS = 1000;

const count = (n: number) => n.toLocaleString('en-US');
const rate = (p: ImportProgress) => count(Math.round(p.imported / Math.max(p.seconds, 0.001)));

/**
 * Imports `input` into the corpus of `database` for a command-line tool, printing progress
 * each second and each rejected line (to stderr), then a summary.
 */
export async function runImport(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  input: Readable,
  options: Omit<ImportOptions, 'threads' | 'onProgress' | 'onRejected'> & { threads?: number },
): Promise<ImportProgress> {
  const writer = await openCorpusWriter(database, databaseUrl);
  let shown = 0;
  const result = await importCorpus(input, writer, {
    ...options,
    // One core stays for reading the file and for PostgreSQL.
    threads: options.threads ?? Math.max(1, availableParallelism() - 1),
    onRejected: ({ line, reason }) => {
      if (++shown <= SHOWN_REJECTIONS) console.error(`line ${line}: rejected, ${reason}`);
      else if (shown === SHOWN_REJECTIONS + 1) console.error('... further rejected lines are counted only');
    },
    onProgress: (p) =>
      console.log(
        `${count(p.imported)} records imported (${rate(p)} records/s), ${count(p.rejected)} rejected`,
      ),
  });
  const how = writer.output === 'copy' ? 'COPY' : 'batched inserts';
  console.log(
    `Imported ${count(result.imported)} records in ${result.seconds.toFixed(1)} s (${rate(result)} records/s, ${how}); rejected ${count(result.rejected)}.`,
  );
  return result;
}
