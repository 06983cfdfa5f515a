import { maskAddress, maskDob, maskSecret } from '@lifeguard/contracts/masking';

/** A kind of value hidden until the user asks (spec 001 §9): its name and its mask. */
export type SensitiveField = { label: string; mask: (value: string) => string };

export const PASSWORD: SensitiveField = { label: 'password', mask: maskSecret };
export const HASHED_PASSWORD: SensitiveField = { label: 'hashed password', mask: maskSecret };
export const ADDRESS: SensitiveField = { label: 'address', mask: maskAddress };
export const BIRTH_DATE: SensitiveField = { label: 'birth date', mask: maskDob };

/** Field names of breach records, in any case and form (`Password`, `pass_hash`, `date_of_birth`). */
const RULES: [RegExp, SensitiveField][] = [
  [/hash|salt/i, HASHED_PASSWORD],
  [/pass(word)?|pwd/i, PASSWORD],
  [/dob|birth/i, BIRTH_DATE],
  [/address|street/i, ADDRESS],
];

/** An email, IP or MAC address is not a street address. */
const NOT_STREET = /(^|[^a-z])(e-?mail|ip|mac)[ _-]?address/i;

/** How to hide the value of the field `name` (dotted for nested fields), or null if it may show. */
export function sensitiveField(name: string): SensitiveField | null {
  if (NOT_STREET.test(name)) return null;
  return RULES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
