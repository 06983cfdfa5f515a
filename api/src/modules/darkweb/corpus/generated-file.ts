import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { HIT_FIELDS } from '../providers/provider.js';
import { loadBreaches } from './breaches.js';
import { generateRecords } from './generate.js';
import type { ImportFormat } from './reader.js';

const CSV_COLUMNS = ['database_name', 'breach_date', ...HIT_FIELDS];
const LINES_PER_CHUNK = 1000;

function* ndjsonChunks(records: Iterable<Record<string, string>>): Generator<string> {
  let lines: string[] = [];
  for (const record of records) {
    lines.push(JSON.stringify(record));
    if (lines.length === LINES_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}

/**
 * A synthetic corpus of `records` records over the real breaches of the metadata file, as a
 * file `breach:import` reads: NDJSON, or CSV with a header (csv-stringify). Deterministic.
 */
export function generatedFile(records: number, seed: number, format: ImportFormat): Readable {
  const rows = generateRecords(records, seed, loadBreaches());
  if (format === 'ndjson') return Readable.from(ndjsonChunks(rows));
  return Readable.from(rows).pipe(stringify({ header: true, columns: CSV_COLUMNS }));
}
