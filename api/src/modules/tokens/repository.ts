import { and, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../users/schema.js';
import { extensionRefreshTokens as refreshTokens, extensionTokenFamilies as families } from './schema.js';

/** What a token's claims are checked against: the user's version and the family's revocation. */
export type TokenState = { tokenVersion: number; familyLive: boolean };

/**
 * The queries of extension and mobile token families (issue 15 item 4). Refresh tokens are
 * known only by the SHA-256 of their `jti`; expiry is judged from the signed `exp` claim, the
 * stored `expires_at` only decides when a row may be deleted.
 */
export function createTokensRepository(db: Database) {
  // One statement per bearer request: the user's version and whether the family still lives.
  const state = db
    .select({ tokenVersion: users.tokenVersion, revokedAt: families.revokedAt, familyId: families.id })
    .from(users)
    .leftJoin(families, and(eq(families.id, sql.placeholder('familyId')), eq(families.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('extension_token_state');

  // Spends a refresh token in one statement, so of two concurrent uses at most one succeeds;
  // only for a live family of `userId` whose version is still `version`, begun after
  // `notBefore` (the absolute lifetime, issue 30 F2).
  const consume = db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.idHash, sql.placeholder('idHash')),
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        isNull(refreshTokens.usedAt),
        sql`exists (select 1 from ${families} join ${users} on ${users.id} = ${families.userId}
          where ${families.id} = ${refreshTokens.familyId} and ${families.revokedAt} is null
          and ${families.createdAt} > ${sql.placeholder('notBefore')}::timestamptz
          and ${users.id} = ${sql.placeholder('userId')}
          and ${users.tokenVersion} = ${sql.placeholder('version')})`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId })
    .prepare('extension_refresh_consume');

  return {
    /** The user's token version and whether `familyId` is theirs and unrevoked; null: no user. */
    async state(userId: number, familyId: string): Promise<TokenState | null> {
      const [row] = await state.execute({ userId, familyId });
      if (!row) return null;
      return { tokenVersion: row.tokenVersion, familyLive: row.familyId !== null && row.revokedAt === null };
    },

    /** The user's current token version (0 for an unknown user, whose tokens fail anyway). */
    async version(userId: number): Promise<number> {
      const [row] = await db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, userId));
      return row?.tokenVersion ?? 0;
    },

    /**
     * Starts a family for `userId` (issued by the session `sessionIdHash`, or none); first drops
     * the user's families that no longer hold an unexpired refresh token.
     */
    async createFamily(familyId: string, userId: number, sessionIdHash: string | null, now: Date) {
      await db.delete(families).where(
        and(
          eq(families.userId, userId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.familyId, families.id), gt(refreshTokens.expiresAt, now))),
          ),
        ),
      );
      await db.insert(families).values({ id: familyId, userId, sessionIdHash, createdAt: now });
    },

    /** Stores a refresh token's `jti` hash in its family, expiring at `expiresAt`. */
    async insertRefresh(familyId: string, idHash: string, now: Date, expiresAt: Date) {
      await db.insert(refreshTokens).values({ idHash, familyId, createdAt: now, expiresAt });
    },

    /**
     * Marks the refresh token used when it is unused, in a live family of `userId` at `version`
     * begun after `notBefore`; true when it was spent now. Drops the family's expired rows on
     * the way.
     */
    async consume(
      idHash: string,
      { familyId, userId, version }: { familyId: string; userId: number; version: number },
      notBefore: Date,
    ): Promise<boolean> {
      const spent = await consume.execute({
        idHash,
        familyId,
        userId,
        version,
        notBefore: notBefore.toISOString(),
      });
      if (spent.length === 0) return false;
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), lt(refreshTokens.expiresAt, sql`now()`)));
      return true;
    },

    /** Revokes the family of a refresh token that was already used (reuse detection). */
    async revokeFamilyOfUsed(idHash: string): Promise<void> {
      const used = db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.idHash, idHash), isNotNull(refreshTokens.usedAt)));
      await db
        .update(families)
        .set({ revokedAt: sql`now()` })
        .where(and(inArray(families.id, used), isNull(families.revokedAt)));
    },

    /** Revokes every live family issued by the session with this id (its logout). */
    async revokeSession(sessionIdHash: string): Promise<void> {
      await db
        .update(families)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(families.sessionIdHash, sessionIdHash), isNull(families.revokedAt)));
    },

    /** Bumps the user's token version: every token issued before stops working. */
    async bumpVersion(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
