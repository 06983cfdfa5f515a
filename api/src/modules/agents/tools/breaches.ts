import { maskAddress, maskEmail, maskName, maskPhone } from '@lifeguard/contracts/masking';
import type { BreachEntry } from '@lifeguard/contracts/schemas/darkweb';
import { breachName } from '../../darkweb/breach-name.js';

/** Kinds of data a breach entry can expose, in the order they are named. */
const ENTRY_KINDS = [
  'email',
  'password',
  'hashed_password',
  'username',
  'name',
  'phone',
  'address',
  'ip_address',
] as const satisfies readonly (keyof BreachEntry)[];

/** Kinds only the raw record names (spec 001 §3 consolidated_data), by its keys. */
const RAW_KINDS: [RegExp, string][] = [
  [/dob|birth/i, 'dob'],
  [/plate/i, 'license_plate'],
];

/** Most breaches answered; most masked values shown per breach and kind. */
const MAX_BREACHES = 30;
const MAX_SHOWN = 3;

/** One breach of a scan as the agent sees it: no value unmasked, passwords only as a flag. */
export type BreachFacts = {
  database_name: string;
  /** The breach's date (YYYY-MM-DD) when the record carries it. */
  breach_date: string | null;
  records: number;
  /** Kinds of data exposed, e.g. ['email', 'password', 'username']. */
  exposed: string[];
  password_exposed: boolean;
  emails: string[];
  names: string[];
  phones: string[];
  addresses: string[];
};

const rawObject = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

function breachDate(raw: Record<string, unknown>): string | null {
  const value = raw.breach_date;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** Adds the masked values of a field (values joined by ', '; an address is one value). */
function addMasked(into: string[], value: string | null, mask: (v: string) => string, joined = true) {
  const parts = !value ? [] : joined ? value.split(', ') : [value];
  for (const part of parts) {
    const masked = mask(part);
    if (into.length < MAX_SHOWN && !into.includes(masked)) into.push(masked);
  }
}

/**
 * The entries of a scan grouped by breach (spec 001 §3 "Breach entry"), in first-seen order,
 * at most 30: what each exposed, with emails, names, phones and addresses masked as in spec 001
 * §9 (3 of each at most) and passwords never, not even masked. Breaches are named by
 * breachName (issue 30 item 7): the source's text never reaches the agent as it was written.
 */
export function breachesOf(entries: readonly BreachEntry[]): BreachFacts[] {
  const byName = new Map<string, BreachFacts & { kinds: Set<string> }>();
  for (const entry of entries) {
    const raw = rawObject(entry.raw_data);
    const name = breachName(entry.database_name);
    let facts = byName.get(name);
    if (!facts) {
      facts = {
        database_name: name,
        breach_date: breachDate(raw),
        records: 0,
        exposed: [],
        password_exposed: false,
        emails: [],
        names: [],
        phones: [],
        addresses: [],
        kinds: new Set(),
      };
      byName.set(name, facts);
    }
    facts.records += 1;
    for (const kind of ENTRY_KINDS) if (entry[kind]) facts.kinds.add(kind);
    for (const [pattern, kind] of RAW_KINDS)
      if (Object.keys(raw).some((k) => pattern.test(k))) facts.kinds.add(kind);
    facts.password_exposed ||= Boolean(entry.password || entry.hashed_password);
    addMasked(facts.emails, entry.email, maskEmail);
    addMasked(facts.names, entry.name, maskName);
    addMasked(facts.phones, entry.phone, maskPhone);
    addMasked(facts.addresses, entry.address, maskAddress, false);
  }
  return [...byName.values()].slice(0, MAX_BREACHES).map(({ kinds, ...facts }) => ({
    ...facts,
    exposed: [...kinds],
  }));
}
