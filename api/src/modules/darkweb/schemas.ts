import { Type } from 'typebox';
import { CONSOLIDATED_FIELDS } from './summary.js';

const Strings = Type.Array(Type.String());
const Text = Type.Union([Type.String(), Type.Null()]);

/** A dark web scan (spec 001 §3 "Dark web scan"); `id` is null for a scan not saved. */
export const ScanSchema = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  total_results: Type.Integer(),
  emails_found: Strings,
  passwords_found: Strings,
  usernames_found: Strings,
  databases: Strings,
  consolidated_data: Type.Object(Object.fromEntries(CONSOLIDATED_FIELDS.map((f) => [f, Strings]))),
  raw_data: Type.Unknown(),
});

/** A breach entry of a scan (spec 001 §3 "Breach entry"); null where the record has none. */
export const EntrySchema = Type.Object({
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

export const UserIdQuery = Type.Object(
  { user_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

export const SearchBody = Type.Object(
  {
    save_results: Type.Optional(Type.Boolean()),
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

export const EntriesQuery = Type.Object(
  { scan_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
