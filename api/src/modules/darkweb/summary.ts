import { CONSOLIDATED_FIELDS } from '@lifeguard/contracts/darkweb';
import type { BreachEntry, ConsolidatedData, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import { normaliseIdentifier, type Identifiers } from './identifiers.js';
import type { BreachHit } from './providers/provider.js';

/** What a scan found (spec 001 §3 "Dark web scan"), before it is stored. */
export type ScanFindings = Pick<
  DarkWebScan,
  'total_results' | 'emails_found' | 'passwords_found' | 'usernames_found' | 'databases' | 'consolidated_data'
>;

/** One breach entry of a scan before it is stored (spec 001 §3 "Breach entry"). */
export type FoundEntry = Omit<BreachEntry, 'id' | 'scan_id'> & { raw_data: Record<string, unknown> };

/** Distinct values in first-seen order; `key` decides which are the same. */
function distinct(values: string[], key: (v: string) => string = (v) => v): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
}

const collect = (hits: BreachHit[], field: keyof ConsolidatedData | 'password') =>
  distinct(hits.flatMap((h) => h[field]));

/** The scan fields of found records; `total` counts them at the source (spec 001 §3). */
export function summarise(hits: BreachHit[], total: number): ScanFindings {
  const consolidated = Object.fromEntries(
    CONSOLIDATED_FIELDS.map((f) => [f, collect(hits, f)]),
  ) as ConsolidatedData;
  consolidated.email = distinct(consolidated.email, (e) => e.toLowerCase());
  return {
    total_results: total,
    emails_found: consolidated.email,
    passwords_found: collect(hits, 'password'),
    usernames_found: distinct(consolidated.username, (u) => u.toLowerCase()),
    databases: distinct(hits.map((h) => h.database_name)),
    consolidated_data: consolidated,
  };
}

const joined = (values: string[]) => (values.length ? values.join(', ') : null);

/** A found record as a breach entry: each field's values joined by ', '. */
export function toEntry(hit: BreachHit): FoundEntry {
  return {
    database_name: hit.database_name,
    email: joined(hit.email),
    username: joined(hit.username),
    password: joined(hit.password),
    hashed_password: joined(hit.hashed_password),
    name: joined(hit.name),
    address: joined(hit.address),
    phone: joined(hit.phone),
    ip_address: joined(hit.ip_address),
    raw_data: hit.raw,
  };
}

/**
 * Usernames worth a second search: those of records found by the user's own email or phone
 * (a name alone is shared by strangers, so its records' usernames are not the user's).
 */
export function usernamesToSearch(hits: BreachHit[], searched: Identifiers, max = 10): string[] {
  const own = (kind: 'email' | 'phone', values: string[]) =>
    values.some((v) => searched[kind].includes(normaliseIdentifier(kind, v)));
  const usernames = hits
    .filter((h) => own('email', h.email) || own('phone', h.phone))
    .flatMap((h) => h.username.map((u) => normaliseIdentifier('username', u)))
    .filter((u) => u && !searched.username.includes(u));
  return distinct(usernames).slice(0, max);
}
