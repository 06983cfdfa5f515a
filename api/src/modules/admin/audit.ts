import { impersonationAudit } from './schema.js';
import type { Database } from '../../db/database.js';

/** What an audit row records (contracts ImpersonationAuditEntrySchema `action`). */
export type ImpersonationAction = 'start' | 'stop' | 'expired';

/** One audit row to write: who acted as whom, and why (empty for a stop or an expiry). */
export type ImpersonationEvent = {
  action: ImpersonationAction;
  superuser: { id: number; email: string };
  user: { id: number; email: string };
  reason: string;
};

/**
 * Writes one row of the impersonation audit (issue 13: every start and stop, and every expiry
 * of the 1-hour cap). `db` may be a transaction, so the row commits with the session change.
 */
export async function recordImpersonation(db: Pick<Database, 'insert'>, event: ImpersonationEvent) {
  await db.insert(impersonationAudit).values({
    action: event.action,
    superuserId: event.superuser.id,
    superuserEmail: event.superuser.email,
    userId: event.user.id,
    userEmail: event.user.email,
    reason: event.reason,
  });
}
