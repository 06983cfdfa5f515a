import { IDENTIFIER_KINDS, normaliseIdentifier } from '../identifiers.js';
import { HIT_FIELDS, type HitField } from '../providers/provider.js';
import type { BreachSealer } from '../sealing.js';

/** What the corpus keeps of one breach record: its fields and the columns we do not know. */
export type CorpusPayload = { f: Partial<Record<HitField, string>>; x?: Record<string, unknown> };

/** One record ready for `breach_records`: clear metadata, blind keys, the sealed payload. */
export type SealedRow = {
  source: string;
  breachDate: string | null;
  emailKey: bigint | null;
  usernameKey: bigint | null;
  phoneKey: bigint | null;
  nameKey: bigint | null;
  payload: Buffer;
};

/** Source and breach date of records whose file has no column for them (`--source`). */
export type RecordDefaults = { source?: string; breachDate?: string };

/** Authenticated data of every corpus payload (sealing.ts). */
export const CORPUS_CONTEXT = 'breach_records';
const MAX_VALUE_LENGTH = 1024;

const ALIASES: Record<string, HitField | 'source' | 'breach_date'> = {
  ...Object.fromEntries(HIT_FIELDS.map((f) => [f, f])),
  email_address: 'email',
  mail: 'email',
  user: 'username',
  user_name: 'username',
  login: 'username',
  pass: 'password',
  plaintext_password: 'password',
  hash: 'hashed_password',
  password_hash: 'hashed_password',
  full_name: 'name',
  ip: 'ip_address',
  phone_number: 'phone',
  mobile: 'phone',
  date_of_birth: 'dob',
  birthdate: 'dob',
  license_plate_number: 'license_plate',
  database_name: 'source',
  database: 'source',
  source: 'source',
  breach_date: 'breach_date',
};

const targets = new Map<string, HitField | 'source' | 'breach_date' | undefined>();

/** What a column holds, by its name or alias in any spelling (`Email Address` -> email). */
function targetOf(column: string) {
  if (!targets.has(column)) {
    const key = column
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
    const target = Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
    if (targets.size >= 10_000) return target;
    targets.set(column, target);
  }
  return targets.get(column);
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Reads one imported record (a CSV row by header, or an NDJSON object): known columns (by
 * name or alias, any case) become fields, others are kept as extra raw data.
 * @returns the sealed-to-be record, or the reason it is rejected.
 */
export function readRecord(
  raw: Record<string, unknown>,
  defaults: RecordDefaults,
): { source: string; breachDate: string | null; payload: CorpusPayload } | string {
  const fields: CorpusPayload['f'] = {};
  const extra: Record<string, unknown> = {};
  let source = defaults.source;
  let breachDate = defaults.breachDate;
  for (const [column, value] of Object.entries(raw)) {
    if (value === null || value === undefined || value === '') continue;
    const target = targetOf(column);
    if (!target) {
      extra[column] = value;
      continue;
    }
    if (!isScalar(value)) return `${column} is not text`;
    const text = String(value).trim();
    if (text.length > MAX_VALUE_LENGTH) return `${column} is longer than ${MAX_VALUE_LENGTH} characters`;
    if (!text) continue;
    if (target === 'source') source = text;
    else if (target === 'breach_date') breachDate = text;
    else fields[target] = text;
  }
  if (!source) return 'no source: give --source or a database_name column';
  if (breachDate && !/^\d{4}-\d{2}-\d{2}$/.test(breachDate)) return 'breach_date is not YYYY-MM-DD';
  if (fields.email && !normaliseIdentifier('email', fields.email)) return 'email is not an email address';
  if (!IDENTIFIER_KINDS.some((kind) => fields[kind])) return 'no email, username, phone or name';
  const payload = Object.keys(extra).length ? { f: fields, x: extra } : { f: fields };
  return { source, breachDate: breachDate ?? null, payload };
}

const keyOf = (sealer: BreachSealer, kind: (typeof IDENTIFIER_KINDS)[number], value?: string) => {
  const normalised = value ? normaliseIdentifier(kind, value) : '';
  return normalised ? sealer.blindKey(kind, normalised) : null;
};

/** Blind keys and sealed payload of a read record. */
export function sealRecord(
  record: { source: string; breachDate: string | null; payload: CorpusPayload },
  sealer: BreachSealer,
): SealedRow {
  const { f } = record.payload;
  return {
    source: record.source,
    breachDate: record.breachDate,
    emailKey: keyOf(sealer, 'email', f.email),
    usernameKey: keyOf(sealer, 'username', f.username),
    phoneKey: keyOf(sealer, 'phone', f.phone),
    nameKey: keyOf(sealer, 'name', f.name),
    payload: sealer.seal(record.payload, CORPUS_CONTEXT),
  };
}

/** Columns of `breach_records` that an import fills, in COPY order. */
export const COPY_COLUMNS = 'source, breach_date, email_key, username_key, phone_key, name_key, payload';

const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (c) => `\\${{ '\t': 't', '\n': 'n', '\r': 'r' }[c] ?? '\\'}`);
const copyValue = (value: bigint | string | null) => (value === null ? '\\N' : String(value));

/** One line of PostgreSQL COPY text format for a row (bytea as `\\x` hex). */
export function copyLine(row: SealedRow): string {
  const keys = [row.emailKey, row.usernameKey, row.phoneKey, row.nameKey].map(copyValue).join('\t');
  const date = row.breachDate === null ? '\\N' : copyText(row.breachDate);
  return `${copyText(row.source)}\t${date}\t${keys}\t\\\\x${row.payload.toString('hex')}\n`;
}
