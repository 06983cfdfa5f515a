import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { socialAccounts, type SocialAccountRow } from './schema.js';

/** A provider account as the user's list shows it. */
export type LinkedAccount = Pick<SocialAccountRow, 'provider' | 'uid' | 'extraData'>;

/** How a disconnect ended: done, no such account of the user, or refused as the last way in. */
export type DisconnectOutcome = 'removed' | 'not_found' | 'last';

/** The `social_accounts` table's queries (allauth's SocialAccount). */
export function createSocialAccountsRepository(db: Database) {
  return {
    /**
     * Records a sign-in of the account `uid` at `provider` (its latest claims and time) and
     * answers the user it is linked to, or null when it is linked to nobody.
     */
    async touch(
      provider: string,
      uid: string,
      claims: Record<string, unknown>,
      at: Date,
    ): Promise<number | null> {
      const [linked] = await db
        .update(socialAccounts)
        .set({ extraData: claims, lastLogin: at })
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)))
        .returning({ userId: socialAccounts.userId });
      return linked?.userId ?? null;
    },
    /** Links the account `uid` at `provider` to `userId`. */
    async link(userId: number, provider: string, uid: string, claims: Record<string, unknown>, at: Date) {
      await db.insert(socialAccounts).values({ userId, provider, uid, extraData: claims, lastLogin: at });
    },
    /** The user's provider accounts, the first connected first. */
    async listFor(userId: number): Promise<LinkedAccount[]> {
      return db
        .select({
          provider: socialAccounts.provider,
          uid: socialAccounts.uid,
          extraData: socialAccounts.extraData,
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.id));
    },
    /**
     * Connects the account `uid` at `provider` to `userId` (issue 16 §4): linked to nobody, it is
     * linked now; already the user's, its claims and time are refreshed; another user's, nothing
     * changes. The unique (provider, uid) index decides, so two racing connects cannot both link it.
     * @returns the id of the user the account is linked to now; null if it was deleted meanwhile.
     */
    async connect(
      userId: number,
      provider: string,
      uid: string,
      claims: Record<string, unknown>,
      at: Date,
    ): Promise<number | null> {
      const values = { userId, provider, uid, extraData: claims, lastLogin: at };
      const [linked] = await db
        .insert(socialAccounts)
        .values(values)
        .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.uid] })
        .returning({ userId: socialAccounts.userId });
      if (linked) return linked.userId;
      const [owner] = await db
        .select({ userId: socialAccounts.userId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)));
      if (owner?.userId === userId) {
        await db
          .update(socialAccounts)
          .set({ extraData: claims, lastLogin: at })
          .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)));
      }
      return owner?.userId ?? null;
    },
    /**
     * Deletes the user's account `uid` at `provider`, unless it is not the user's (`not_found`)
     * or, when `keepOne`, the user's only one (`last`). The user's accounts are locked while
     * deciding, so two disconnects cannot together remove the last two.
     */
    async disconnect(
      userId: number,
      provider: string,
      uid: string,
      { keepOne }: { keepOne: boolean },
    ): Promise<DisconnectOutcome> {
      return db.transaction(async (tx) => {
        const accounts = await tx
          .select({ id: socialAccounts.id, provider: socialAccounts.provider, uid: socialAccounts.uid })
          .from(socialAccounts)
          .where(eq(socialAccounts.userId, userId))
          .for('update');
        const target = accounts.find((a) => a.provider === provider && a.uid === uid);
        if (!target) return 'not_found';
        if (keepOne && accounts.length === 1) return 'last';
        await tx.delete(socialAccounts).where(eq(socialAccounts.id, target.id));
        return 'removed';
      });
    },
  };
}
