import type { Identifiers } from '../identifiers.js';

/** The data fields of a breach record, each a list of values as DeHashed v2 returns them. */
export const HIT_FIELDS = [
  'email',
  'username',
  'password',
  'hashed_password',
  'name',
  'address',
  'phone',
  'ip_address',
  'dob',
  'license_plate',
  'social',
] as const;
export type HitField = (typeof HIT_FIELDS)[number];

/**
 * One breach record found by a provider (spec 001 §3 "Breach entry"): `id` is unique within
 * the provider, `raw` is the record as the provider gave it.
 */
export type BreachHit = { id: string; database_name: string; raw: Record<string, unknown> } & Record<
  HitField,
  string[]
>;

/** Records found for a query; `total` counts matches at the source, possibly more than `hits`. */
export type SearchResult = { hits: BreachHit[]; total: number };

/**
 * A breach-search service (ARCHITECTURE "every outside service sits behind a small interface"):
 * records matching any of the normalised identifiers.
 * @throws BreachSearchError when the service fails or refuses.
 */
export type BreachSearchProvider = {
  readonly name: 'local' | 'dehashed';
  search(query: Identifiers): Promise<SearchResult>;
};

/** Why a search failed, for the operator's log and the error code answered to the client. */
export type BreachSearchFailure =
  'unauthorized' | 'insufficient_credits' | 'rate_limited' | 'bad_request' | 'unavailable';

/** A provider failure; `message` is for the operator and never holds searched values. */
export class BreachSearchError extends Error {
  constructor(
    readonly reason: BreachSearchFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A hit with every field empty, to fill in. */
export const emptyHit = (id: string, databaseName: string, raw: Record<string, unknown>): BreachHit => ({
  id,
  database_name: databaseName,
  raw,
  ...(Object.fromEntries(HIT_FIELDS.map((f) => [f, [] as string[]])) as Record<HitField, string[]>),
});
