import type { AdminUser, ImpersonationAuditEntry } from '@lifeguard/contracts/schemas/admin';
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
