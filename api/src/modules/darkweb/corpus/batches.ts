import { createBreachSealer, type BreachSealer } from '../sealing.js';
import { copyLine, readRecord, sealRecord, type RecordDefaults, type SealedRow } from './record.js';

/** One record of an import file: CSV values, an NDJSON line, or already known to be malformed. */
export type ImportItem =
  { line: number; values: string[] } | { line: number; json: string } | { line: number; problem: string };

/** Records read from a file; `header` names the CSV values. */
export type ImportBatch = { header: string[]; items: ImportItem[] };

/** A malformed record: its line in the file (1-based) and why. Never holds its values. */
export type Rejection = { line: number; reason: string };

/** How sealed records leave a batch: COPY text (PostgreSQL) or rows (batched inserts). */
export type BatchOutput = 'copy' | 'rows';

/** A sealed batch: `copy` or `rows` filled according to the output, plus its rejections. */
export type SealedBatch = { count: number; copy: string; rows: SealedRow[]; rejected: Rejection[] };

/** What a sealing worker needs: the key root, the defaults and the output form. */
export type SealingSetup = { secret: string; defaults: RecordDefaults; output: BatchOutput };

function rawRecord(item: ImportItem, header: string[]): Record<string, unknown> | string {
  if ('problem' in item) return item.problem;
  if ('values' in item) {
    if (item.values.length !== header.length) {
      return `expected ${header.length} fields, got ${item.values.length}`;
    }
    return Object.fromEntries(header.map((column, i) => [column, item.values[i]]));
  }
  try {
    const value: unknown = JSON.parse(item.json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'not a JSON object';
  } catch {
    return 'not valid JSON';
  }
}

/** Reads, validates and seals a batch (in a worker, or in-thread for small imports and tests). */
export function sealBatch(batch: ImportBatch, sealer: BreachSealer, setup: SealingSetup): SealedBatch {
  const sealed: SealedBatch = { count: 0, copy: '', rows: [], rejected: [] };
  const lines: string[] = [];
  for (const item of batch.items) {
    const raw = rawRecord(item, batch.header);
    const record = typeof raw === 'string' ? raw : readRecord(raw, setup.defaults);
    if (typeof record === 'string') {
      sealed.rejected.push({ line: item.line, reason: record });
      continue;
    }
    const row = sealRecord(record, sealer);
    if (setup.output === 'copy') lines.push(copyLine(row));
    else sealed.rows.push(row);
    sealed.count++;
  }
  sealed.copy = lines.join('');
  return sealed;
}

/** `sealBatch` bound to a setup, as both the worker and the in-thread path use it. */
export function batchSealer(setup: SealingSetup) {
  const sealer = createBreachSealer(setup.secret);
  return (batch: ImportBatch) => sealBatch(batch, sealer, setup);
}
