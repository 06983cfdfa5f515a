import type { DeviceType } from '@lifeguard/contracts/phone';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../users/schema.js';
import { phoneVerifications as codes } from './schema.js';

/** A sent code as stored: its HMAC, guesses so far, expiry and use. */
export type CodeRow = typeof codes.$inferSelect;

/** Codes sent to verify phone numbers; only their HMAC is stored (codes.ts). */
export function createCodeRepository(db: Database) {
  return {
    /**
     * Stores a sent code's hash, one number at a time (an advisory lock, so parallel sends
     * cannot all pass the limits): deletes codes older than `purgeBefore`, hands `check` the
     * send times of the number since `windowStart`, newest first (it throws to refuse), then
     * inserts. @returns the new row's id.
     */
    recordSend(
      code: Pick<CodeRow, 'userId' | 'phoneNumber' | 'codeHash' | 'createdAt' | 'expiresAt'>,
      { purgeBefore, windowStart }: { purgeBefore: Date; windowStart: Date },
      check: (recentSends: Date[]) => void,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${code.phoneNumber}))`);
        await tx.delete(codes).where(lt(codes.createdAt, purgeBefore));
        const recent = await tx
          .select({ createdAt: codes.createdAt })
          .from(codes)
          .where(and(eq(codes.phoneNumber, code.phoneNumber), gt(codes.createdAt, windowStart)))
          .orderBy(desc(codes.createdAt));
        check(recent.map((row) => row.createdAt));
        const [row] = await tx.insert(codes).values(code).returning({ id: codes.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    },

    /** Deletes a code, e.g. one whose text message never left. */
    async remove(id: number): Promise<void> {
      await db.delete(codes).where(eq(codes.id, id));
    },

    /** The newest code sent to the user for this number, or null. */
    async newest(userId: number, phoneNumber: string): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(codes)
        .where(and(eq(codes.userId, userId), eq(codes.phoneNumber, phoneNumber)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts a guess at an unused code, in one statement so parallel guesses stay within
     * `maxAttempts`. @returns false when the code has no guess left (or was used).
     */
    async countGuess(id: number, maxAttempts: number): Promise<boolean> {
      const [row] = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(and(eq(codes.id, id), lt(codes.attempts, maxAttempts), isNull(codes.usedAt)))
        .returning({ id: codes.id });
      return row !== undefined;
    },

    /**
     * Uses the code up and stores the verified number and device type on its user, together.
     * The phone verification owns these user fields (spec 000 §4 "Phone"), so it writes them in
     * the same transaction. @returns the updated user, or null when the code was used meanwhile.
     */
    useCode(id: number, at: Date, userId: number, phone: { phoneNumber: string; deviceType: DeviceType }) {
      return db.transaction(async (tx): Promise<UserRow | null> => {
        const [used] = await tx
          .update(codes)
          .set({ usedAt: at })
          .where(and(eq(codes.id, id), isNull(codes.usedAt)))
          .returning({ id: codes.id });
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({ phoneNumber: phone.phoneNumber, phoneVerified: true, deviceType: phone.deviceType })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error(`user ${userId} not found`);
        return user;
      });
    },
  };
}
