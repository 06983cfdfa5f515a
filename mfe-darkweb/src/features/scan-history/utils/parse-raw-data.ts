/** One record of a breach entry's raw data: field name → value, as the breach source gave it. */
export type RawRecord = Record<string, unknown>;

/** The keys raw data may sit under, tried in this order (spec 001 §3 "Breach entry"). */
export const RAW_DATA_KEYS = ['raw_data', 'rawData', 'data', 'results'] as const;

const isRecord = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * A JSON text, else newline-delimited JSON: each line its own value. A line that is not JSON is
 * kept as `{text}` so nothing the source sent is hidden (spec 001 §8: parse errors only logged).
 */
function recordsOfText(text: string): RawRecord[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const whole = parseJson(trimmed);
  if (whole.ok) return recordsOf(whole.value);
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const parsed = parseJson(line);
      return parsed.ok ? recordsOf(parsed.value) : [{ text: line }];
    });
}

function recordsOf(value: unknown): RawRecord[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return recordsOfText(value);
  if (Array.isArray(value)) return value.flatMap(recordsOf);
  if (isRecord(value)) return Object.keys(value).length ? [value] : [];
  return [{ value }];
}

/**
 * The raw data of a breach entry as a list of records, whatever its form (spec 001 §3): an
 * object, an array, a JSON string or newline-delimited JSON objects, under the first of
 * {@link RAW_DATA_KEYS} that holds any. Empty objects are dropped; none found gives `[]`.
 */
export function parseRawData(entry: Partial<Record<(typeof RAW_DATA_KEYS)[number], unknown>>): RawRecord[] {
  for (const key of RAW_DATA_KEYS) {
    const records = recordsOf(entry[key]);
    if (records.length) return records;
  }
  return [];
}

/**
 * A record as readable rows: nested objects flattened to dotted keys ('address.city'), lists
 * joined with ', ', empty values left out.
 */
export function readableFields(record: RawRecord, prefix = ''): [string, string][] {
  return Object.entries(record).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === null || value === undefined || value === '') return [];
    if (isRecord(value)) return readableFields(value, name);
    if (Array.isArray(value)) {
      const items = value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)));
      return items.length ? [[name, items.join(', ')]] : [];
    }
    return [[name, String(value)]];
  });
}
