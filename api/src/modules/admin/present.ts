import {
  maskAddress,
  maskDob,
  maskEmail,
  maskName,
  maskPhone,
  maskPlate,
  maskSecret,
} from '@lifeguard/contracts/masking';
import type { ConsolidatedField } from '@lifeguard/contracts/darkweb';
import type { AdminUser, ImpersonationAuditEntry } from '@lifeguard/contracts/schemas/admin';
import type { ConsolidatedData, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import { displayName } from '../users/present.js';
import type { UserRow } from '../users/schema.js';
import type { ImpersonationAuditRow } from './schema.js';

/** A user as the superuser pages list them (AdminUserSchema): no profile, no secrets. */
export function presentAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    display_name: displayName(u),
    is_superuser: u.isSuperuser,
    date_joined: u.dateJoined.toISOString(),
  };
}

/** One audit row as `GET /api/admin/impersonation/audit/` lists it. */
export const presentAuditEntry = (row: ImpersonationAuditRow): ImpersonationAuditEntry => ({
  id: row.id,
  action: row.action as ImpersonationAuditEntry['action'],
  superuser_email: row.superuserEmail,
  user_email: row.userEmail,
  reason: row.reason,
  request: row.request,
  at: row.at.toISOString(),
});

/**
 * A username or social handle, which spec 001 §9 gives no rule: its first 2 characters when it
 * has more than 4, else nothing (`***`), so no handle shows whole.
 */
export const maskHandle = (value: string) => (value.length > 4 ? `${value.slice(0, 2)}***` : '***');

/** The mask of each list of consolidated_data (spec 001 §9 "Masking"; passwords and hashes whole). */
const MASKS: Record<ConsolidatedField, (value: string) => string> = {
  name: maskName,
  email: maskEmail,
  phone: maskPhone,
  address: maskAddress,
  dob: maskDob,
  license_plate: maskPlate,
  hashed_password: maskSecret,
  username: maskHandle,
  social: maskHandle,
};

/**
 * A stored scan as its read-only admin page shows it (issue 13; spec 001 §2 scan rows): counts,
 * dates and breach names as stored, every breached value masked with contracts/masking
 * (passwords and hashes replaced whole), and `raw_data` null.
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
