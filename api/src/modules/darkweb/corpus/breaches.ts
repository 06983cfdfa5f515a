import { readFileSync } from 'node:fs';
import type { HitField } from '../providers/provider.js';

/** One breach of the metadata file (api/data, Have I Been Pwned, CC BY 4.0). */
export type BreachMetadata = {
  name: string;
  breachDate: string;
  pwnCount: number;
  /** The record fields this breach exposed, from its data classes. */
  fields: HitField[];
};

const DATA_FILE = new URL('../../../../data/hibp-breaches-2025-03.json', import.meta.url);

/** HIBP data classes -> our breach record fields; other classes are not record fields. */
const CLASS_FIELDS: Record<string, HitField> = {
  'Email addresses': 'email',
  Usernames: 'username',
  Names: 'name',
  'Phone numbers': 'phone',
  Passwords: 'password',
  'Physical addresses': 'address',
  'Dates of birth': 'dob',
  'IP addresses': 'ip_address',
  'Licence plates': 'license_plate',
  'Vehicle details': 'license_plate',
  'Social media profiles': 'social',
};

type HibpBreach = {
  Name: string;
  BreachDate: string;
  PwnCount: number;
  DataClasses: string[];
  IsFabricated: boolean;
};

let cached: BreachMetadata[] | undefined;

/** The real breaches of the metadata file, fabricated ones left out; read once. */
export function loadBreaches(): BreachMetadata[] {
  cached ??= (JSON.parse(readFileSync(DATA_FILE, 'utf8')) as HibpBreach[])
    .filter((b) => !b.IsFabricated)
    .map((b) => ({
      name: b.Name,
      breachDate: b.BreachDate,
      pwnCount: b.PwnCount,
      fields: [...new Set(b.DataClasses.flatMap((c) => CLASS_FIELDS[c] ?? []))],
    }));
  return cached;
}

/** The breach date of a known breach name (any case), e.g. for `breach:import --source`. */
export function breachDateOf(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return loadBreaches().find((b) => b.name.toLowerCase() === wanted)?.breachDate;
}
