import type { Readable } from 'node:stream';
import type { Rejection, SealedBatch } from './batches.js';
import { readBatches, type ImportFormat } from './reader.js';
import type { RecordDefaults } from './record.js';
import { createSealingPool } from './sealing-pool.js';
import type { CorpusWriter } from './writer.js';

/** Counts so far; `seconds` since the import started. */
export type ImportProgress = { imported: number; rejected: number; seconds: number };

export type ImportOptions = {
  format: ImportFormat;
  /** Source and breach date of records that do not name theirs. */
  defaults: RecordDefaults;
  /** Root of the sealing keys (config.breach.encryptionKey). */
  secret: string;
  /** Worker threads sealing records; 0 seals in this thread. */
  threads: number;
  onRejected?(rejection: Rejection): void;
  /** Called about once a second. */
  onProgress?(progress: ImportProgress): void;
};

/**
 * Streams a CSV or NDJSON breach file into the corpus (issue 5 `breach:import`): batches are
 * read here, sealed by the pool, and written in file order; malformed records are reported
 * through `onRejected` and skipped. Fatal errors (database, file) reject after aborting the
 * writer, so nothing of a failed import becomes visible with the COPY writer.
 */
export async function importCorpus(
  input: Readable,
  writer: CorpusWriter,
  options: ImportOptions,
): Promise<ImportProgress> {
  const { secret, defaults, threads } = options;
  const pool = createSealingPool({ secret, defaults, output: writer.output }, threads);
  const started = performance.now();
  const progress: ImportProgress = { imported: 0, rejected: 0, seconds: 0 };
  let reported = started;
  const accept = async (sealed: SealedBatch) => {
    await writer.write(sealed);
    progress.imported += sealed.count;
    progress.rejected += sealed.rejected.length;
    sealed.rejected.forEach((r) => options.onRejected?.(r));
    const now = performance.now();
    progress.seconds = (now - started) / 1000;
    if (now - reported >= 1000) {
      reported = now;
      options.onProgress?.({ ...progress });
    }
  };

  // Batches are sealed concurrently but accepted one after the other, in file order.
  const inFlight: Promise<void>[] = [];
  let tail = Promise.resolve();
  try {
    for await (const batch of readBatches(input, options.format)) {
      const sealed = pool.seal(batch);
      tail = Promise.all([tail, sealed]).then(([, s]) => accept(s));
      // A failure surfaces where the tail is awaited; this only keeps it from being "unhandled".
      tail.catch(() => undefined);
      inFlight.push(tail);
      if (inFlight.length > Math.max(2, threads * 2)) await inFlight.shift();
    }
    await tail;
    await writer.finish();
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await pool.close();
  }
  progress.seconds = (performance.now() - started) / 1000;
  return progress;
}
