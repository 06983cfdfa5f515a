/**
 * Masking of exposed values before they are shown (spec 001 §9 "Masking"), written once for the
 * screens and the server (the assistant's tools mask exactly as the screens do). Each function
 * takes the raw value and returns what may be displayed; none reveals more than its rule allows.
 * Passwords and hashes have no rule in the spec: they are never shown in part (maskSecret).
 */

import type { ConsolidatedField } from './darkweb.js';

const STARS = '***';

/**
 * Keeps up to 3 leading characters of the local part, then `***`; the domain stays, so the user
 * can tell which of their addresses it is: 'john.doe@example.com' → 'joh***@example.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  return `${local.slice(0, 3)}${STARS}${domain}`;
}

/** A phone number masked already ({@link maskPhone}), as staff's answers hold them (issue 30). */
const MASKED_PHONE = /^\*{3}-\*{3}-\d{4}$/;

/**
 * The last 4 digits when there are at least 10: '+1 (555) 123-4567' → '***-***-4567'; else
 * '***'. A number masked already stays as it is, as every other mask leaves its own output.
 */
export function maskPhone(phone: string): string {
  if (MASKED_PHONE.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? `${STARS}-${STARS}-${digits.slice(-4)}` : STARS;
}

/** Initials only: 'John Michael Smith' → 'J. M. S.'. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}.`)
    .join(' ');
}

/** The year only: '1985-03-12' or '03/12/1985' → '1985'; no 4-digit year → '***'. */
export function maskDob(dob: string): string {
  return /(?:^|\D)(\d{4})(?=\D|$)/.exec(dob)?.[1] ?? STARS;
}

/** Longer than 4 characters: the first 2 and last 2 ('ABC1234' → 'AB***34'); else all hidden. */
export function maskPlate(plate: string): string {
  const value = plate.trim();
  if (value.length <= 4) return STARS;
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

/** The first word of the first part hidden: '123 Main St, Springfield' → '*** Main St, Springfield'. */
export function maskAddress(address: string): string {
  const [first = '', ...rest] = address.split(',');
  const words = first.trim().split(/\s+/);
  const masked = [STARS, ...words.slice(1)].join(' ');
  return [masked, ...rest].join(',');
}

/** A password or hash: a fixed row of dots, so not even its length shows. */
export function maskSecret(_secret: string): string {
  return '••••••••';
}

/** The consolidated_data lists of personal details, the ones spec 001 §9 gives a masking rule. */
export type PersonalField = Exclude<ConsolidatedField, 'hashed_password' | 'username' | 'social'>;

/**
 * The mask of each kind of personal detail by its consolidated_data list (spec 001 §9
 * "Masking"): names, emails, phones, addresses, dates of birth and license plates, as the
 * screens and the assistant's tools show them.
 */
export const PERSONAL_MASKS: Record<PersonalField, (value: string) => string> = {
  name: maskName,
  email: maskEmail,
  phone: maskPhone,
  address: maskAddress,
  dob: maskDob,
  license_plate: maskPlate,
};
