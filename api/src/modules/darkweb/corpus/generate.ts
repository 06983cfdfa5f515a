import { createHash } from 'node:crypto';
import { IDENTIFIER_KINDS } from '../identifiers.js';
import type { HitField } from '../providers/provider.js';
import type { BreachMetadata } from './breaches.js';

/** Each synthetic person appears in this many records (of different breaches, mostly). */
export const RECORDS_PER_PERSON = 3;

const FIRST = (
  'james mary robert patricia john jennifer michael linda david elizabeth william barbara richard susan ' +
  'joseph jessica thomas sarah charles karen chris lisa daniel nancy matthew betty anthony sandra mark ' +
  'ashley donald kimberly steven emily paul donna andrew michelle joshua carol kenneth amanda kevin ' +
  'melissa brian deborah george stephanie timothy rebecca ronald sharon jason laura edward cynthia ' +
  'jeffrey kathleen ryan amy jacob angela gary shirley nicholas anna eric brenda jonathan pamela ' +
  'stephen emma larry nicole justin helen scott samantha brandon katherine benjamin christine samuel ' +
  'debra gregory rachel alexander carolyn frank janet patrick maria raymond olivia jack heather'
).split(' ');
const ROOTS = (
  'ash brook hart ken wood bell black clay cross dun fair green hall hol lang mar mill new ' +
  'north pen red ros stan thorn west whit win al bar car dal el far gar hay mor'
).split(' ');
const SUFFIXES = 'ford ley ton wood well field son man worth by more ridge stead wick ham croft'.split(' ');
const STREETS = 'Oak Maple Cedar Pine Elm Lake Hill Park River Sunset Main Church Mill Spring'.split(' ');
const STREET_TYPES = 'Street Avenue Road Lane Drive Court Way'.split(' ');
const CITIES = 'Springfield Riverton Fairview Georgetown Salem Madison Clinton Franklin Greenville'.split(
  ' ',
);
const AREAS = [201, 212, 213, 305, 312, 404, 415, 503, 512, 602, 617, 646, 702, 713, 718, 805, 917, 972];
const PASSWORDS = 'password sunshine dragon monkey letmein football iloveyou princess qwerty baseball'.split(
  ' ',
);
const DOMAINS = ['example.com', 'example.net', 'example.org'];

/** murmur3's 32-bit finaliser over (seed, a, b): the same inputs always give the same number. */
function mix(seed: number, a: number, b: number): number {
  let h = (seed ^ Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const capital = (s: string) => s[0]?.toUpperCase() + s.slice(1);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A synthetic person: the identity a user of the product would scan for. */
export type SyntheticPerson = { email: string; username: string; name: string; phone: string; dob: string };

/** The persons among which `records` records are spread. */
export const personCount = (records: number) => Math.max(1, Math.ceil(records / RECORDS_PER_PERSON));

/** Person `index` of a corpus made with `seed` (bench: the identities to scan for). */
export function syntheticPerson(seed: number, index: number): SyntheticPerson {
  const r = (salt: number) => mix(seed, index, salt);
  const first = pick(FIRST, r(1));
  const last = capital(pick(ROOTS, r(2)) + pick(SUFFIXES, r(3)));
  const id = index.toString(36);
  const line = pad(r(5) % 10_000, 4);
  return {
    name: `${capital(first)} ${last}`,
    email: `${first}.${last.toLowerCase()}.${id}@${pick(DOMAINS, r(4))}`,
    username: `${first}${last[0]?.toLowerCase()}_${id}`,
    phone: `+1 ${pick(AREAS, r(6))}-555-${line}`,
    dob: `${1950 + (r(7) % 56)}-${pad((r(8) % 12) + 1, 2)}-${pad((r(9) % 28) + 1, 2)}`,
  };
}

/** Cumulative weights: log-scaled record counts, so big breaches are common but not all. */
function breachPicker(breaches: BreachMetadata[]) {
  const usable = breaches.filter((b) => IDENTIFIER_KINDS.some((k) => b.fields.includes(k)));
  const cumulative: number[] = [];
  let sum = 0;
  for (const b of usable) cumulative.push((sum += Math.log10(b.pwnCount + 10)));
  return (n: number): BreachMetadata => {
    const target = (n / 2 ** 32) * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return usable[lo] as BreachMetadata;
  };
}

/** The value of `field` in record `r` of a person, formatted as breach dumps vary them. */
function fieldValue(field: HitField, person: SyntheticPerson, r: (salt: number) => number): string {
  const digits = person.phone.replace(/\D/g, '');
  switch (field) {
    case 'phone':
      return pick([person.phone, `(${digits.slice(1, 4)}) 555-${digits.slice(7)}`, digits.slice(1)], r(10));
    case 'password':
      return `${pick(PASSWORDS, r(11))}${r(12) % 1000}`;
    case 'address':
      return `${(r(13) % 9000) + 100} ${pick(STREETS, r(14))} ${pick(STREET_TYPES, r(15))}, ${pick(CITIES, r(16))}`;
    case 'ip_address':
      return `203.0.113.${r(20) % 256}`;
    case 'license_plate':
      return `${String.fromCharCode(65 + (r(21) % 26), 65 + (r(22) % 26), 65 + (r(23) % 26))}${pad(r(24) % 10_000, 4)}`;
    case 'social':
      return `https://social.example/${person.username}`;
    case 'hashed_password':
      return createHash('sha1')
        .update(fieldValue('password', person, r))
        .digest('hex');
    default:
      return person[field as keyof SyntheticPerson];
  }
}

/**
 * A deterministic synthetic breach corpus (issue 5 `breach:generate`): record `i` belongs to
 * person `i mod personCount(records)` and to a breach drawn from the real metadata; the
 * breach's data classes decide its fields (passwords stored plain or as SHA-1, half each).
 * The same seed and count always give the same records, in order.
 */
export function* generateRecords(
  records: number,
  seed: number,
  breaches: BreachMetadata[],
): Generator<Record<string, string>> {
  const breachOf = breachPicker(breaches);
  const persons = personCount(records);
  for (let i = 0; i < records; i++) {
    const r = (salt: number) => mix(seed, i, salt + 1000);
    const person = syntheticPerson(seed, i % persons);
    const breach = breachOf(r(0));
    const record: Record<string, string> = { database_name: breach.name, breach_date: breach.breachDate };
    for (const field of breach.fields) {
      const hashed = field === 'password' && r(1) % 2 === 0;
      record[hashed ? 'hashed_password' : field] = fieldValue(hashed ? 'hashed_password' : field, person, r);
    }
    yield record;
  }
}
