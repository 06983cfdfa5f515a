import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../users/schema.js';
import { invitations, teams, type InvitationRow, type TeamRow } from './schema.js';

/** An invitation with the inviter's account (null once the inviter is deleted). */
export type InvitationWithInviter = {
  invitation: InvitationRow;
  inviter: Pick<UserRow, 'email' | 'firstName' | 'lastName'> | null;
};

/** Invitations the team page lists: the ones still to answer (pending, or pending past expiry). */
const STATUSES_LISTED = ['pending', 'expired'];

/**
 * The `invitations` table (schema.ts): listing, reading and locking them, and each step of one
 * (sent, expired, sent again, cancelled, claimed by its accept). `db` may be a transaction;
 * permission checks are the service's.
 */
export function createInvitationRepository(db: Database) {
  return {
    /** The invitations of the families still to answer (pending or expired), oldest first. */
    async openInvitations(teamIds: number[]): Promise<InvitationWithInviter[]> {
      if (teamIds.length === 0) return [];
      return db
        .select({
          invitation: invitations,
          inviter: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(and(inArray(invitations.teamId, teamIds), inArray(invitations.status, STATUSES_LISTED)))
        .orderBy(asc(invitations.sentAt), asc(invitations.id));
    },

    /** Invitation `id` with its inviter and family, or null. */
    async invitation(id: number): Promise<(InvitationWithInviter & { team: TeamRow }) | null> {
      const [row] = await db
        .select({
          invitation: invitations,
          team: teams,
          inviter: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(invitations)
        .innerJoin(teams, eq(teams.id, invitations.teamId))
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(eq(invitations.id, id));
      return row ?? null;
    },

    /** Invitation `id` of the family, locked until the transaction ends; null when not its. */
    async lockInvitation(teamId: number, id: number): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.id, id), eq(invitations.teamId, teamId)))
        .for('update');
      return row ?? null;
    },

    /**
     * Marks the family's pending invitations to `email` whose expiry has passed as `expired`, so
     * a new one may be made (one pending per family and email: schema.ts).
     */
    async expirePending(teamId: number, email: string, now: Date): Promise<void> {
      await db
        .update(invitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(invitations.teamId, teamId),
            eq(sql`lower(${invitations.email})`, email.toLowerCase()),
            eq(invitations.status, 'pending'),
            lte(invitations.expiresAt, now),
          ),
        );
    },

    /** A live pending invitation of the family to `email` (case-insensitively), or null. */
    async pendingFor(teamId: number, email: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.teamId, teamId),
            eq(sql`lower(${invitations.email})`, email.toLowerCase()),
            eq(invitations.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    /** Stores an invitation. @throws the driver's 23505 when a pending one to the email exists. */
    async insertInvitation(values: typeof invitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(invitations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Changes the invitation's status, key or dates. @returns the row, or null when it is gone. */
    async updateInvitation(
      id: number,
      values: Partial<Pick<InvitationRow, 'status' | 'keyHash' | 'sentAt' | 'expiresAt' | 'acceptedBy'>>,
    ): Promise<InvitationRow | null> {
      const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
      return row ?? null;
    },

    /**
     * Marks the invitation accepted by `userId`, only while it is pending and unexpired: of two
     * racing accepts, one updates the row and the other finds nothing. @returns the row, or null.
     */
    async claimInvitation(id: number, userId: number, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .update(invitations)
        .set({ status: 'accepted', acceptedBy: userId })
        .where(
          and(
            eq(invitations.id, id),
            eq(invitations.status, 'pending'),
            sql`${invitations.expiresAt} > ${now}`,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
