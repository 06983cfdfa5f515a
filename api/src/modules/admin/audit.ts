import { impersonationAudit } from './schema.js';
import type { Database } from '../../db/database.js';

/**
 * What a staff-audit row records (contracts ImpersonationAuditEntrySchema `action`): an
 * impersonation's `start`, `stop` or `expired` (issue 13); a `write` made or a write `refused`
 * while impersonating, and a superuser's `breach_read` of another user's scans (issue 30); a
 * support request marked answered, `support_answered` (issue 33 item 2).
 */
export type ImpersonationAction =
  'start' | 'stop' | 'expired' | 'write' | 'refused' | 'breach_read' | 'support_answered';

/**
 * One audit row to write: who acted as (or looked at) whom, and why (empty for a stop or an
 * expiry; the reference of a support request). `request`, for `write`, `refused`,
 * `breach_read` and `support_answered`, names the call: "POST /path/". `user.id` is null for
 * a support request sent signed out.
 */
export type ImpersonationEvent = {
  action: ImpersonationAction;
  superuser: { id: number; email: string };
  user: { id: number | null; email: string };
  reason: string;
  request?: string;
};

/**
 * Writes one row of the staff audit (issue 13: every start and stop, and every expiry of the
 * 1-hour cap; issue 30: writes while impersonating, breach reads). `db` may be a transaction, so
 * the row commits with the change it records.
 */
export async function recordImpersonation(db: Pick<Database, 'insert'>, event: ImpersonationEvent) {
  await db.insert(impersonationAudit).values({
    action: event.action,
    superuserId: event.superuser.id,
    superuserEmail: event.superuser.email,
    userId: event.user.id,
    userEmail: event.user.email,
    reason: event.reason,
    request: event.request ?? null,
  });
}
