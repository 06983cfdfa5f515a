import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { renameDefaultPersonalTeam } from '../teams/personal.js';
import { users } from '../users/schema.js';
import { emailAddresses, emailVerificationKeys, type EmailAddressRow } from './schema.js';

/** `email` as the unique index compares it: trimmed by the routes, lowercased here. */
const sameEmail = (email: string) => eq(sql`lower(${emailAddresses.email})`, email.toLowerCase());

/**
 * Inserts the primary address of a user just created (issue 16 §3), in `db`, the transaction
 * that inserts the user; `verified` when a provider that verified it (Google) created the user.
 * @throws the driver's error, code 23505 at `cause`, when another account holds the address.
 */
export async function insertPrimaryAddress(
  db: Database,
  userId: number,
  email: string,
  verified: boolean,
): Promise<void> {
  await db.insert(emailAddresses).values({ userId, email, verified, primary: true });
}

/** The `email_addresses` and `email_verification_keys` tables' queries (allauth's EmailAddress). */
export function createEmailAddressesRepository(db: Database) {
  return {
    /** The user's addresses, the primary one first, then oldest first. */
    listFor: (userId: number): Promise<EmailAddressRow[]> =>
      db
        .select()
        .from(emailAddresses)
        .where(eq(emailAddresses.userId, userId))
        .orderBy(desc(emailAddresses.primary), asc(emailAddresses.id)),

    /** The address `email` (any case) of any account, or null. */
    async find(email: string): Promise<EmailAddressRow | null> {
      const [row] = await db.select().from(emailAddresses).where(sameEmail(email));
      return row ?? null;
    },

    /**
     * Adds a non-primary, unverified address to the user, unless they already have `max`
     * (counted with the user's row locked, so two racing adds cannot pass the limit together).
     * @returns the new row, or null at the limit.
     * @throws the driver's error, code 23505 at `cause`, when an account already holds it.
     */
    insertUpTo: (userId: number, email: string, max: number): Promise<EmailAddressRow | null> =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(emailAddresses)
          .where(eq(emailAddresses.userId, userId));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(emailAddresses).values({ userId, email }).returning();
        return row ?? null;
      }),

    /** Marks the user's address `email` (any case) verified; nothing when it is not theirs. */
    async markVerified(userId: number, email: string): Promise<void> {
      await db
        .update(emailAddresses)
        .set({ verified: true })
        .where(and(eq(emailAddresses.userId, userId), sameEmail(email)));
    },

    /**
     * Makes the user's verified address `id` the primary one, in one transaction: the flags
     * switch, `users.email` becomes the address, and the personal family still named after the
     * old address takes the new default name (teams/personal.ts).
     * @returns false, changing nothing, when `id` is not a verified address of the user.
     */
    makePrimary: (userId: number, id: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        const [address] = await tx
          .select()
          .from(emailAddresses)
          .where(
            and(
              eq(emailAddresses.id, id),
              eq(emailAddresses.userId, userId),
              eq(emailAddresses.verified, true),
            ),
          );
        if (!before || !address) return false;
        if (address.primary) return true;
        await tx
          .update(emailAddresses)
          .set({ primary: false })
          .where(and(eq(emailAddresses.userId, userId), eq(emailAddresses.primary, true)));
        await tx.update(emailAddresses).set({ primary: true }).where(eq(emailAddresses.id, id));
        const [after] = await tx
          .update(users)
          .set({ email: address.email })
          .where(eq(users.id, userId))
          .returning();
        if (after) await renameDefaultPersonalTeam(tx, before, after);
        return true;
      }),

    /** Deletes the user's non-primary address `id`. @returns whether a row was deleted. */
    async deleteSecondary(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(emailAddresses)
        .where(
          and(
            eq(emailAddresses.id, id),
            eq(emailAddresses.userId, userId),
            eq(emailAddresses.primary, false),
          ),
        )
        .returning({ id: emailAddresses.id });
      return deleted.length > 0;
    },

    async insertKey(emailAddressId: number, keyHash: string, expiresAt: Date): Promise<void> {
      await db.insert(emailVerificationKeys).values({ keyHash, emailAddressId, expiresAt });
    },

    /** The address a key with this hash verifies, when the key expires after `now`; else null. */
    async addressOfKey(keyHash: string, now: Date): Promise<EmailAddressRow | null> {
      const [row] = await db
        .select({ address: emailAddresses })
        .from(emailVerificationKeys)
        .innerJoin(emailAddresses, eq(emailAddresses.id, emailVerificationKeys.emailAddressId))
        .where(and(eq(emailVerificationKeys.keyHash, keyHash), gt(emailVerificationKeys.expiresAt, now)));
      return row?.address ?? null;
    },

    /**
     * Marks the address `id` verified and deletes every key of it, in one transaction, when the
     * key with this hash is still there and live (two racing uses: one wins).
     * @returns whether this call used the key.
     */
    verifyWithKey: (id: number, keyHash: string, now: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const used = await tx
          .delete(emailVerificationKeys)
          .where(
            and(
              eq(emailVerificationKeys.keyHash, keyHash),
              eq(emailVerificationKeys.emailAddressId, id),
              gt(emailVerificationKeys.expiresAt, now),
            ),
          )
          .returning({ keyHash: emailVerificationKeys.keyHash });
        if (!used.length) return false;
        await tx.update(emailAddresses).set({ verified: true }).where(eq(emailAddresses.id, id));
        await tx.delete(emailVerificationKeys).where(eq(emailVerificationKeys.emailAddressId, id));
        return true;
      }),
  };
}

export type EmailAddressesRepository = ReturnType<typeof createEmailAddressesRepository>;
