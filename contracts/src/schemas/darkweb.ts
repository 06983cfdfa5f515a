import { Type, type Static } from 'typebox';
import { CONSOLIDATED_FIELDS, type ConsolidatedField } from '../darkweb.js';
import { Id, Nullable } from './text.js';

/**
 * The dark web scan calls (spec 001 §7 "Threats and dark web"): `GET /dehashed/api/scans/`,
 * `POST /dehashed/api/search/`, `GET /dehashed/api/entries/`. Lists answer the list envelope
 * (`listOf`), errors `ApiErrorSchema`, a signed-out call `UnauthenticatedSchema`.
 */

const Strings = Type.Array(Type.String());
const Text = Nullable(Type.String());
const UserId = Id();

/** consolidated_data: every value found, per kind (CONSOLIDATED_FIELDS of darkweb.ts). */
export const ConsolidatedDataSchema = Type.Object(
  Object.fromEntries(CONSOLIDATED_FIELDS.map((field) => [field, Strings])) as Record<
    ConsolidatedField,
    typeof Strings
  >,
);
export type ConsolidatedData = Static<typeof ConsolidatedDataSchema>;

/** A dark web scan (spec 001 §3 "Dark web scan"); `id` is null for a scan not saved. */
export const DarkWebScanSchema = Type.Object({
  id: Nullable(Type.Integer()),
  created_at: Type.String({ format: 'date-time' }),
  total_results: Type.Integer(),
  emails_found: Strings,
  passwords_found: Strings,
  usernames_found: Strings,
  /** Names of the breach sources the records came from. */
  databases: Strings,
  consolidated_data: ConsolidatedDataSchema,
  raw_data: Type.Unknown(),
});
export type DarkWebScan = Static<typeof DarkWebScanSchema>;

/** A breach entry of a scan (spec 001 §3 "Breach entry"); null where the record has none. */
export const BreachEntrySchema = Type.Object({
  id: Type.Integer(),
  scan_id: Type.Integer(),
  database_name: Type.String(),
  email: Text,
  username: Text,
  password: Text,
  hashed_password: Text,
  name: Text,
  address: Text,
  phone: Text,
  ip_address: Text,
  raw_data: Type.Unknown(),
});
export type BreachEntry = Static<typeof BreachEntrySchema>;

/** `GET /dehashed/api/scans/` query: `user_id` names another user (superusers only). */
export const ScansQuerySchema = Type.Object(
  { user_id: Type.Optional(UserId) },
  { additionalProperties: false },
);
export type ScansQuery = Static<typeof ScansQuerySchema>;

/** `POST /dehashed/api/search/` body; `save_results` defaults to true. */
export const SearchRequestSchema = Type.Object(
  { save_results: Type.Optional(Type.Boolean()), user_id: Type.Optional(UserId) },
  { additionalProperties: false },
);
export type SearchRequest = Static<typeof SearchRequestSchema>;

/** `GET /dehashed/api/entries/` query: the scan whose entries to list. */
export const EntriesQuerySchema = Type.Object({ scan_id: Id() }, { additionalProperties: false });
export type EntriesQuery = Static<typeof EntriesQuerySchema>;
