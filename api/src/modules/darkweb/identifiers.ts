/** The kinds of identifier a dark web scan searches breach data for (spec 001 §3). */
export const IDENTIFIER_KINDS = ['email', 'username', 'phone', 'name'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** Normalised identifiers to search for, by kind. */
export type Identifiers = Record<IdentifierKind, string[]>;

/** `a@b.c`, lowercased; '' when it is not an email address. */
function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
}

/**
 * E.164 digits without '+': separators dropped, a leading international '00' dropped, and a
 * 10-digit number read as North American (country code 1), the product's home region.
 * '' for fewer than 7 digits.
 */
function normalisePhone(value: string): string {
  let digits = value.replace(/\D+/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10 && !value.trim().startsWith('+')) digits = `1${digits}`;
  return digits.length >= 7 ? digits : '';
}

/** Lowercase, Unicode NFKC, runs of spaces collapsed to one. */
function normaliseText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const normalisers: Record<IdentifierKind, (value: string) => string> = {
  email: normaliseEmail,
  username: normaliseText,
  phone: normalisePhone,
  name: normaliseText,
};

/**
 * The form under which an identifier is indexed and compared, the same for corpus records and
 * scans; '' when the value is no usable identifier of that kind.
 */
export function normaliseIdentifier(kind: IdentifierKind, value: string): string {
  return normalisers[kind](value);
}

/** Empty identifiers of every kind. */
export const noIdentifiers = (): Identifiers => ({ email: [], username: [], phone: [], name: [] });

/** True when there is nothing to search for. */
export const isEmpty = (identifiers: Identifiers) =>
  IDENTIFIER_KINDS.every((kind) => identifiers[kind].length === 0);
