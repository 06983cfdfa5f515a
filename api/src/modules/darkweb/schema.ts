import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/** bytea as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A partial B-tree on a blind-index column: only the rows that have that identifier. */
const blindIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} IS NOT NULL`);

/**
 * The local breach corpus (spec 001 §3 "Breach entry"; the offline breach-search provider).
 * Breached values live only in `payload`, sealed with AES-256-GCM; the `*_key` columns are
 * blind indexes (the first 64 bits of an HMAC-SHA-256 of the normalised identifier, see
 * modules/darkweb/sealing.ts), each a partial B-tree so a scan is a few index probes at 10 M
 * rows. Bulk imports rebuild these indexes after loading (modules/darkweb/corpus/writer.ts).
 */
export const breachRecords = pgTable(
  'breach_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    breachDate: date('breach_date', { mode: 'string' }),
    emailKey: bigint('email_key', { mode: 'bigint' }),
    usernameKey: bigint('username_key', { mode: 'bigint' }),
    phoneKey: bigint('phone_key', { mode: 'bigint' }),
    nameKey: bigint('name_key', { mode: 'bigint' }),
    payload: bytea('payload').notNull(),
  },
  (t) => [
    blindIndex('breach_records_email_key_idx', t.emailKey),
    blindIndex('breach_records_username_key_idx', t.usernameKey),
    blindIndex('breach_records_phone_key_idx', t.phoneKey),
    blindIndex('breach_records_name_key_idx', t.nameKey),
  ],
);

/**
 * Dark web scans of a user (spec 001 §3 "Dark web scan"). Only the count is in the clear;
 * the found values, databases, consolidated and raw data are one sealed `payload`.
 */
export const darkWebScans = pgTable(
  'dark_web_scans',
  {
    id: identityId(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    totalResults: integer('total_results').notNull(),
    payload: bytea('payload').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('dark_web_scans_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** The breach entries found by one scan (spec 001 §3 "Breach entry"), each sealed. */
export const breachEntries = pgTable(
  'breach_entries',
  {
    id: identityId(),
    scanId: integer('scan_id')
      .notNull()
      .references(() => darkWebScans.id, { onDelete: 'cascade' }),
    payload: bytea('payload').notNull(),
  },
  (t) => [index('breach_entries_scan_id_idx').on(t.scanId)],
);

export type DarkWebScanRow = typeof darkWebScans.$inferSelect;
export type BreachEntryRow = typeof breachEntries.$inferSelect;
