import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passwordResetKeys } from './schema.js';

/** The `password_reset_keys` table's queries; keys are known only by their SHA-256. */
export function createResetKeysRepository(db: Database) {
  return {
    async insert(userId: number, keyHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetKeys).values({ keyHash, userId, createdAt, expiresAt });
    },
    /** The user id of the key with this hash when it expires after `now`, else null. */
    async userIdFor(keyHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ userId: passwordResetKeys.userId })
        .from(passwordResetKeys)
        .where(and(eq(passwordResetKeys.keyHash, keyHash), gt(passwordResetKeys.expiresAt, now)));
      return row?.userId ?? null;
    },
    /** Deletes every key of the user. */
    async deleteAllFor(userId: number): Promise<void> {
      await db.delete(passwordResetKeys).where(eq(passwordResetKeys.userId, userId));
    },
  };
}
