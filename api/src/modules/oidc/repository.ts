import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { socialAccounts } from './schema.js';

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
  };
}
