import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mobileAuthCodes as codes } from './schema.js';

/**
 * The queries of the one-time codes. Expiry is always judged by the database's clock (`now()`),
 * so issuing and exchanging agree whichever process does them.
 */
export function createMobileAuthRepository(db: Database) {
  const consume = db
    .update(codes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(codes.codeHash, sql.placeholder('codeHash')),
        isNull(codes.usedAt),
        gt(codes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: codes.userId })
    .prepare('mobile_auth_code_consume');

  return {
    /** Stores a code's hash for `userId`, valid `ttlSeconds` from now; drops expired codes. */
    async insert(userId: number, codeHash: string, ttlSeconds: number) {
      await db.delete(codes).where(lt(codes.expiresAt, sql`now()`));
      await db.insert(codes).values({
        codeHash,
        userId,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },
    /**
     * Marks the code used and answers its user id, in one statement so two exchanges of the
     * same code cannot both succeed; null when it is unknown, used or expired.
     */
    async consume(codeHash: string): Promise<number | null> {
      const [row] = await consume.execute({ codeHash });
      return row?.userId ?? null;
    },
  };
}

export type MobileAuthRepository = ReturnType<typeof createMobileAuthRepository>;
