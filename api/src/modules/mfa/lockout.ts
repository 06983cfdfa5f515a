import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockedOutMail } from './locked-out-mail.js';
import { mfaLockouts } from './schema.js';

/** The password change page (spec 001 §2 route table), which the lockout mail links to. */
const PASSWORD_CHANGE_PATH = '/accounts/password/change/';

/** Failed second-factor codes in a row that lock it (issue 30 item 6). */
export const LOCKOUT_FAILURES = 10;
/** How long a locked second factor refuses every code, right or wrong: 15 minutes, in ms. */
export const LOCKOUT_MS = 15 * 60 * 1000;

/**
 * The second factor's lockout (issue 30 F7; OWASP Authentication Cheat Sheet "Account
 * lockout"): after {@link LOCKOUT_FAILURES} failed codes in a row the user's second factor
 * refuses every code for {@link LOCKOUT_MS}, and their address is mailed once. The per-minute
 * throttle (attempts.ts) stays; it slows guessing, this one ends it. A success clears the count.
 */
export function createLockout(app: FastifyInstance) {
  return {
    /** The end of `userId`'s lock, or null when their second factor takes codes. */
    async lockedUntil(userId: number): Promise<Date | null> {
      const [row] = await app.db
        .select({ lockedUntil: mfaLockouts.lockedUntil })
        .from(mfaLockouts)
        .where(eq(mfaLockouts.userId, userId));
      const until = row?.lockedUntil;
      return until && until.getTime() > Date.now() ? until : null;
    },

    /**
     * Counts a failed code of `userId`. The one call that reaches the limit locks the factor,
     * restarts the count and mails the user, so concurrent failures mail once.
     * @returns the end of the lock this failure started, or null.
     */
    async failed(userId: number): Promise<Date | null> {
      const [row] = await app.db
        .insert(mfaLockouts)
        .values({ userId, failures: 1 })
        .onConflictDoUpdate({
          target: mfaLockouts.userId,
          set: { failures: sql`${mfaLockouts.failures} + 1` },
        })
        .returning({ failures: mfaLockouts.failures });
      if (!row || row.failures < LOCKOUT_FAILURES) return null;
      const until = new Date(Date.now() + LOCKOUT_MS);
      const [locked] = await app.db
        .update(mfaLockouts)
        .set({ failures: 0, lockedUntil: until })
        .where(and(eq(mfaLockouts.userId, userId), gte(mfaLockouts.failures, LOCKOUT_FAILURES)))
        .returning({ userId: mfaLockouts.userId });
      if (!locked) return null;
      const user = await app.users.findById(userId);
      if (user) app.mailer.send(lockedOutMail(user.email, `${app.publicOrigin()}${PASSWORD_CHANGE_PATH}`));
      return until;
    },

    /** Clears `userId`'s count after an accepted code. */
    async succeeded(userId: number): Promise<void> {
      await app.db.delete(mfaLockouts).where(eq(mfaLockouts.userId, userId));
    },
  };
}
