import type { ConsolidatedField } from '@lifeguard/contracts/darkweb';
import {
  PERSONAL_MASKS,
  maskAddress,
  maskEmail,
  maskName,
  maskPhone,
  maskSecret,
} from '@lifeguard/contracts/masking';
import type { BreachEntry, ConsolidatedData, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';

/**
 * A username or social handle, which spec 001 §9 gives no rule: its first 2 characters when it
 * has more than 4, else nothing (`***`), so no handle shows whole.
 */
export const maskHandle = (value: string) => (value.length > 4 ? `${value.slice(0, 2)}***` : '***');

/** The mask of each list of consolidated_data (spec 001 §9 "Masking"; passwords and hashes whole). */
const MASKS: Record<ConsolidatedField, (value: string) => string> = {
  ...PERSONAL_MASKS,
  hashed_password: maskSecret,
  username: maskHandle,
  social: maskHandle,
};

/**
 * A scan as staff may see it (issue 13 admin scan page; issue 30 item 3 "Staff never see
 * breached values"): counts, dates and breach names as stored, every breached value masked with
 * contracts/masking (passwords and hashes replaced whole), and `raw_data` (what was searched)
 * null.
 */
export function maskScan(scan: DarkWebScan): DarkWebScan {
  const consolidated = Object.fromEntries(
    Object.entries(scan.consolidated_data).map(([field, values]) => [
      field,
      values.map(MASKS[field as ConsolidatedField] ?? maskSecret),
    ]),
  ) as ConsolidatedData;
  return {
    ...scan,
    emails_found: scan.emails_found.map(maskEmail),
    passwords_found: scan.passwords_found.map(maskSecret),
    usernames_found: scan.usernames_found.map(maskHandle),
    consolidated_data: consolidated,
    raw_data: null,
  };
}

/** Masks each of a field's values, joined by ', ' as summary.ts `toEntry` joins them. */
const each = (mask: (value: string) => string) => (joined: string | null) =>
  joined === null ? null : joined.split(', ').map(mask).join(', ');

/**
 * A breach entry as staff may see it (issue 30 item 3), masked as {@link maskScan} masks its
 * scan: emails, names, phones and addresses by spec 001 §9, usernames as handles, passwords,
 * hashes and IP addresses (no rule) replaced whole, and `raw_data` (the whole record) null.
 */
export const maskEntry = (entry: BreachEntry): BreachEntry => ({
  ...entry,
  email: each(maskEmail)(entry.email),
  username: each(maskHandle)(entry.username),
  password: each(maskSecret)(entry.password),
  hashed_password: each(maskSecret)(entry.hashed_password),
  name: each(maskName)(entry.name),
  // One address is one value: its commas are its own.
  address: entry.address === null ? null : maskAddress(entry.address),
  phone: each(maskPhone)(entry.phone),
  ip_address: each(maskSecret)(entry.ip_address),
  raw_data: null,
});
