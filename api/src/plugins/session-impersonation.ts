import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { recordImpersonation } from '../modules/admin/audit.js';
import { extensionTokenFamilies } from '../modules/tokens/schema.js';
import { sessions, users, type UserRow } from '../modules/users/schema.js';
import { hashToken, newSessionToken } from './session-cookie.js';
import type { SessionInfo } from './session-types.js';

/**
 * A session given a new id by a request: the new cookie value, and the cookie's Max-Age in
 * seconds (what is left of the session) when it is persistent, else undefined.
 */
export type RenewedSession = { token: string; maxAge: number | undefined };

type Writer = Pick<Database, 'insert' | 'delete' | 'update'>;
/** Who holds a session: its user, and while impersonating the superuser and the hard end. */
type Holder = Pick<typeof sessions.$inferInsert, 'userId' | 'impersonatorId' | 'impersonationEndsAt'>;

/**
 * Gives the session matching `where` a new id and `holder` (issue 30 item 1, F9; OWASP Session
 * Management: renew the session id on any change of privilege), in the caller's transaction,
 * so the cookie held before a start or a stop opens nothing after it. The row is deleted and
 * written again under the new id rather than updated: what was bound to the old id belongs to
 * the former holder and goes with it (ON DELETE CASCADE of a TOTP setup offered and of a Gmail
 * consent under way; a provider connect started there no longer finds its session number),
 * while the extension token families it issued move to the new id, so its logout still
 * revokes them.
 * @returns null when no session matches `where` (a racing request changed it first).
 */
async function rotate(tx: Writer, where: SQL | undefined, holder: Holder): Promise<RenewedSession | null> {
  const [row] = await tx.delete(sessions).where(where).returning();
  if (!row) return null;
  const { id: oldId, number: _number, ...kept } = row;
  const token = newSessionToken();
  const id = hashToken(token);
  await tx.insert(sessions).values({ ...kept, ...holder, id });
  await tx
    .update(extensionTokenFamilies)
    .set({ sessionIdHash: id })
    .where(eq(extensionTokenFamilies.sessionIdHash, oldId));
  const left = Math.floor((row.expiresAt.getTime() - Date.now()) / 1000);
  return { token, maxAge: row.persistent ? Math.max(left, 0) : undefined };
}

/** What ending the impersonation of `info` changes and audits; null when it is none. */
function endingOf({ session, user, impersonator }: SessionInfo) {
  if (session.impersonatorId === null || !impersonator) return null;
  return {
    where: and(
      eq(sessions.id, session.id),
      eq(sessions.userId, user.id),
      eq(sessions.impersonatorId, impersonator.id),
    ),
    holder: { userId: impersonator.id, impersonatorId: null, impersonationEndsAt: null },
    audit: { superuser: impersonator, user, reason: '' },
  };
}

/**
 * The writes of a superuser's impersonation (issue 13 superuser tools; issue 30 item 1): its
 * start and its Stop, each under a new session id, and its expiry, in place; each with its
 * staff-audit row in the same transaction. And the `stop` row of one ended by signing out.
 */
export function createImpersonationSessions(db: Database) {
  return {
    /**
     * Turns the session of `auth` (a superuser's, not impersonating) into an impersonation of
     * `target` until `endsAt`, under a new id, and writes the audit row `start` with `reason`.
     * @returns the new cookie, or null when the session is already impersonating.
     */
    async begin(
      auth: SessionInfo,
      target: Pick<UserRow, 'id' | 'email'>,
      reason: string,
      endsAt: Date,
    ): Promise<RenewedSession | null> {
      return db.transaction(async (tx) => {
        const mine = and(
          eq(sessions.id, auth.session.id),
          eq(sessions.userId, auth.user.id),
          isNull(sessions.impersonatorId),
        );
        const holder = { userId: target.id, impersonatorId: auth.user.id, impersonationEndsAt: endsAt };
        const renewed = await rotate(tx, mine, holder);
        if (renewed)
          await recordImpersonation(tx, { action: 'start', superuser: auth.user, user: target, reason });
        return renewed;
      });
    },

    /**
     * Stop: gives the session of `info` back to its impersonator under a new id and writes the
     * audit row `stop`, in one transaction. Conditional on the session still being that
     * impersonation, so of two racing requests one ends it and writes the row.
     * @returns the new cookie, or null when there was nothing to end.
     */
    async stop(info: SessionInfo): Promise<RenewedSession | null> {
      const ending = endingOf(info);
      if (!ending) return null;
      return db.transaction(async (tx) => {
        const renewed = await rotate(tx, ending.where, ending.holder);
        if (renewed) await recordImpersonation(tx, { ...ending.audit, action: 'stop' });
        return renewed;
      });
    },

    /**
     * The 1-hour cap: gives the session of `info` back to its impersonator in place, with the
     * audit row `expired`. The id stays: the first request past the end, found by a read, has
     * no answer of its own to carry a new cookie to the requests racing it, which would be
     * signed out (issue 13 keeps them all the superuser's).
     * @returns false when there was nothing to end (another request ended it first).
     */
    async expire(info: SessionInfo): Promise<boolean> {
      const ending = endingOf(info);
      if (!ending) return false;
      return db.transaction(async (tx) => {
        const restored = await tx
          .update(sessions)
          .set(ending.holder)
          .where(ending.where)
          .returning({ id: sessions.id });
        if (restored.length) await recordImpersonation(tx, { ...ending.audit, action: 'expired' });
        return restored.length > 0;
      });
    },

    /** The audit row `stop` of an impersonation ended by signing out (two primary-key reads). */
    async auditSignOut(superuserId: number, userId: number) {
      const emailOf = (id: number) =>
        db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
      const [[superuser], [user]] = await Promise.all([emailOf(superuserId), emailOf(userId)]);
      if (superuser && user) await recordImpersonation(db, { action: 'stop', superuser, user, reason: '' });
    },
  };
}
