import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportBatch, ImportItem } from './batches.js';

/** Formats `breach:import` reads. */
export type ImportFormat = 'csv' | 'ndjson';

/** A CSV record past this size is malformed (e.g. a quote never closed), not read on. */
const MAX_RECORD_BYTES = 64 * 1024;

type CsvRow = { record: string[]; info: { lines: number; empty_lines: number } };

/**
 * With relaxed quotes, what csv-parse still skips is mostly a quote never closed: it runs to the
 * end of the file (or the size cap, after which the parser reads no more), so it starts on the
 * line after the last record read.
 */
const UNCLOSED = new Set(['CSV_QUOTE_NOT_CLOSED', 'CSV_MAX_RECORD_SIZE']);

/**
 * CSV with a header line (RFC 4180 quoting; quotes inside unquoted values are kept, since
 * passwords hold them), parsed by csv-parse. Each record carries the line it starts on.
 */
async function* csvItems(input: Readable): AsyncGenerator<ImportItem | { header: string[] }> {
  const skipped: { code: string; message: string; lines: number }[] = [];
  const parser = input.pipe(
    parse({
      info: true,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) skipped.push({ code: error.code, message: error.message, lines: Number(error.lines) });
      },
    }),
  );
  let lastLine = 0;
  let lastEmpty = 0;
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<CsvRow>) {
    const line = lastLine + 1 + (info.empty_lines - lastEmpty);
    [lastLine, lastEmpty] = [info.lines, info.empty_lines];
    if (!header) yield { header: (header = record) };
    else yield { line, values: record };
  }
  for (const error of skipped) {
    yield UNCLOSED.has(error.code)
      ? { line: lastLine + 1, problem: 'a quoted value is never closed: the rest of the file cannot be read' }
      : { line: error.lines, problem: error.message.replace(/:.*$/, '') };
  }
}

/** One JSON object per line; blank lines are skipped. */
async function* ndjsonItems(input: Readable): AsyncGenerator<ImportItem> {
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line++;
    if (text.trim()) yield { line, json: text };
  }
}

/**
 * The records of an import file, in batches of `size` (CSV needs a header; a file without one
 * yields no batch).
 */
export async function* readBatches(
  input: Readable,
  format: ImportFormat,
  size = 2000,
): AsyncGenerator<ImportBatch> {
  let batch: ImportBatch = { header: [], items: [] };
  for await (const item of format === 'csv' ? csvItems(input) : ndjsonItems(input)) {
    if ('header' in item) {
      batch.header = item.header;
      continue;
    }
    batch.items.push(item);
    if (batch.items.length >= size) {
      yield batch;
      batch = { header: batch.header, items: [] };
    }
  }
  if (batch.items.length) yield batch;
}
