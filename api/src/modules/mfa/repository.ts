import type { AuthenticatorType } from '@lifeguard/contracts/allauth';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { authenticators, totpSetups, type AuthenticatorRow } from './schema.js';

/**
 * The `authenticators` and `totp_setups` tables' queries (issue 16 §6). `data` and `secret` are
 * sealed by the caller; this layer never sees a secret in the clear.
 */
export function createAuthenticatorsRepository(db: Database) {
  const ofType = (userId: number, type: AuthenticatorType) =>
    and(eq(authenticators.userId, userId), eq(authenticators.type, type));

  return {
    /** The user's authenticators (at most one of each type; indexed by user and type). */
    listFor: (userId: number): Promise<AuthenticatorRow[]> =>
      db.select().from(authenticators).where(eq(authenticators.userId, userId)),

    /** The types of the user's authenticators. */
    async typesOf(userId: number): Promise<AuthenticatorType[]> {
      const rows = await db
        .select({ type: authenticators.type })
        .from(authenticators)
        .where(eq(authenticators.userId, userId));
      return rows.map((row) => row.type);
    },

    /** The user's authenticator of `type`, or null. */
    async find(userId: number, type: AuthenticatorType): Promise<AuthenticatorRow | null> {
      const [row] = await db.select().from(authenticators).where(ofType(userId, type));
      return row ?? null;
    },

    /**
     * Adds the user's authenticator of `type`, whose code of time step `lastStep` (TOTP) was just
     * accepted; null when the user already has one (the unique index decides, race-free).
     */
    async insert(
      userId: number,
      type: AuthenticatorType,
      data: string,
      lastStep: number | null = null,
    ): Promise<AuthenticatorRow | null> {
      const [row] = await db
        .insert(authenticators)
        .values({ userId, type, data, lastStep })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Replaces the user's authenticator of `type` by a new one holding `data` (created now, unused). */
    async replace(userId: number, type: AuthenticatorType, data: string): Promise<AuthenticatorRow> {
      const [row] = await db
        .insert(authenticators)
        .values({ userId, type, data })
        .onConflictDoUpdate({
          target: [authenticators.userId, authenticators.type],
          set: { data, createdAt: sql`now()`, lastUsedAt: null, lastStep: null },
        })
        .returning();
      return row!;
    },

    /**
     * Accepts the TOTP code of time step `step` once (replay): records the use only when `step`
     * is past the last accepted one, atomically. @returns whether it was accepted
     */
    async acceptStep(id: number, step: number): Promise<boolean> {
      const accepted = await db
        .update(authenticators)
        .set({ lastStep: step, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(authenticators.id, id),
            or(isNull(authenticators.lastStep), lt(authenticators.lastStep, step)),
          ),
        )
        .returning({ id: authenticators.id });
      return accepted.length > 0;
    },

    /**
     * Runs `use` on the user's authenticator of `type`, locked (SELECT … FOR UPDATE) until the
     * end of the transaction, and stores the `data` it returns as used now; nothing when it
     * returns null or there is no such authenticator. @returns whether data was stored
     */
    async useLocked(
      userId: number,
      type: AuthenticatorType,
      use: (row: AuthenticatorRow) => Promise<string | null>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(authenticators).where(ofType(userId, type)).for('update');
        const data = row ? await use(row) : null;
        if (!row || data === null) return false;
        await tx
          .update(authenticators)
          .set({ data, lastUsedAt: sql`now()` })
          .where(eq(authenticators.id, row.id));
        return true;
      });
    },

    /** Removes the user's authenticators of `types`. */
    async delete(userId: number, types: AuthenticatorType[]): Promise<void> {
      await db
        .delete(authenticators)
        .where(and(eq(authenticators.userId, userId), inArray(authenticators.type, types)));
    },

    /** The sealed setup secret offered to session `sessionId`, or null. */
    async setupSecret(sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: totpSetups.secret })
        .from(totpSetups)
        .where(eq(totpSetups.sessionId, sessionId));
      return row?.secret ?? null;
    },

    /** Keeps `secret` for session `sessionId` unless it has one; @returns the one kept. */
    async keepSetupSecret(sessionId: string, secret: string): Promise<string> {
      await db.insert(totpSetups).values({ sessionId, secret }).onConflictDoNothing();
      const [row] = await db
        .select({ secret: totpSetups.secret })
        .from(totpSetups)
        .where(eq(totpSetups.sessionId, sessionId));
      return row!.secret;
    },

    /** Forgets the setup secret of session `sessionId`. */
    async deleteSetup(sessionId: string): Promise<void> {
      await db.delete(totpSetups).where(eq(totpSetups.sessionId, sessionId));
    },
  };
}

export type AuthenticatorsRepository = ReturnType<typeof createAuthenticatorsRepository>;
