import type { Database } from '../../db/database.js';
import type { SessionInfo } from '../../plugins/session-types.js';
import { recordImpersonation } from '../admin/audit.js';

/** A user as the staff audit names them. */
export type AuditedUser = { id: number; email: string };

/** A read of breach data by staff, and the superuser to audit (null: their row is gone). */
export type StaffRead = { superuser: AuditedUser | null };

/**
 * Whether `auth` reads the breach data of user `ownerId` as staff (issue 30 item 3 "Staff never
 * see breached values"): a superuser reading another user's scans or entries, or any read while
 * a superuser impersonates, the impersonated user's own data included (`auth.user` is then that
 * user). Null for a user's own read, a superuser's included: answered whole, not audited.
 */
export function staffRead(auth: SessionInfo, ownerId: number): StaffRead | null {
  if (auth.session.impersonatorId !== null) return { superuser: auth.impersonator };
  return auth.user.id === ownerId ? null : { superuser: auth.user };
}

/**
 * The staff-audit row `breach_read` (issue 30 item 3; shown as "Viewed breach data"): which
 * superuser saw whose breach data, masked, through which call, e.g.
 * `GET /dehashed/api/entries/?scan_id=12`. Nothing for a read without a superuser to name.
 */
export async function auditBreachRead(db: Database, read: StaffRead, owner: AuditedUser, call: string) {
  if (!read.superuser) return;
  await recordImpersonation(db, {
    action: 'breach_read',
    superuser: { id: read.superuser.id, email: read.superuser.email },
    user: { id: owner.id, email: owner.email },
    reason: '',
    request: call,
  });
}
