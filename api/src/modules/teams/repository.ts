import { and, asc, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { TeamRole } from '@lifeguard/contracts/teams';
import type { Database } from '../../db/database.js';
import { threatEvents } from '../threats/schema.js';
import { users, type UserRow } from '../users/schema.js';
import {
  invitations,
  memberships,
  teams,
  type InvitationRow,
  type MembershipRow,
  type TeamRow,
} from './schema.js';
import { insertTeamWithSlug } from './slugs.js';

/** A family with the role of the user it was read for. */
export type TeamWithRole = { team: TeamRow; membership: MembershipRow };

/** What a member's line shows of their account (display name, email, avatar). */
export type MemberUser = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

/** A membership with its user. */
export type MemberRow = { membership: MembershipRow; user: MemberUser };

/** An invitation with the inviter's account (null once the inviter is deleted). */
export type InvitationWithInviter = {
  invitation: InvitationRow;
  inviter: Pick<UserRow, 'email' | 'firstName' | 'lastName'> | null;
};

const memberUser = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

/** Invitations the team page lists: the ones still to answer (pending, or pending past expiry). */
const STATUSES_LISTED = ['pending', 'expired'];

/** Risk levels the family overview counts (issue 13: "open high or critical threats"). */
const HIGH_RISK_LEVELS = ['high', 'critical'];
/** Threat statuses that are handled, so no longer open (contracts/threats THREAT_STATUSES). */
const CLOSED_THREAT_STATUSES = ['resolved', 'dismissed'];

/**
 * The `teams`, `memberships` and `invitations` tables (schema.ts). `db` may be a transaction;
 * permission checks are the service's.
 */
export function createTeamsRepository(db: Database) {
  const withRole = () =>
    db
      .select({ team: teams, membership: memberships })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId));

  return {
    /**
     * The user's families: the current one (`users.current_team_id`, while still a member)
     * first, then by when they joined (the oldest first).
     */
    async teamsOf(userId: number): Promise<TeamWithRole[]> {
      const current = sql`(select ${users.currentTeamId} from ${users} where ${users.id} = ${userId})`;
      return withRole()
        .where(eq(memberships.userId, userId))
        .orderBy(
          desc(sql`coalesce(${teams.id} = ${current}, false)`),
          asc(memberships.joinedAt),
          asc(memberships.id),
        );
    },

    /** The family `teamId` with the user's membership, or null when they are not a member. */
    async membership(userId: number, teamId: number): Promise<TeamWithRole | null> {
      const [row] = await withRole().where(and(eq(memberships.userId, userId), eq(teams.id, teamId)));
      return row ?? null;
    },

    /** The family with slug `slug` with the user's membership, or null when not a member. */
    async membershipBySlug(userId: number, slug: string): Promise<TeamWithRole | null> {
      const [row] = await withRole().where(and(eq(memberships.userId, userId), eq(teams.slug, slug)));
      return row ?? null;
    },

    /** Locks the family's row until the transaction ends (serialises role and member changes). */
    async lock(teamId: number): Promise<TeamRow | null> {
      const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
      return row ?? null;
    },

    /** Members of the families, oldest membership first. */
    async members(teamIds: number[]): Promise<MemberRow[]> {
      if (teamIds.length === 0) return [];
      return db
        .select({ membership: memberships, user: memberUser })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(inArray(memberships.teamId, teamIds))
        .orderBy(asc(memberships.joinedAt), asc(memberships.id));
    },

    /** The membership `id` of the family with its user, or null. */
    async member(teamId: number, id: number): Promise<MemberRow | null> {
      const [row] = await db
        .select({ membership: memberships, user: memberUser })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, teamId), eq(memberships.id, id)));
      return row ?? null;
    },

    /** The member of the family whose email is `email` (case-insensitively), or null. */
    async memberByEmail(teamId: number, email: string): Promise<MembershipRow | null> {
      const [row] = await db
        .select({ membership: memberships })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.teamId, teamId), eq(sql`lower(${users.email})`, email.toLowerCase())));
      return row?.membership ?? null;
    },

    /** How many admins and members the family has. */
    async headcount(teamId: number): Promise<{ admins: number; members: number }> {
      const [row] = await db
        .select({
          admins: sql<number>`count(*) filter (where ${memberships.role} = 'admin')`.mapWith(Number),
          members: count(),
        })
        .from(memberships)
        .where(eq(memberships.teamId, teamId));
      return { admins: row?.admins ?? 0, members: row?.members ?? 0 };
    },

    /** Whether the two users belong to one family. */
    async sharesTeam(userIdA: number, userIdB: number): Promise<boolean> {
      const other = db
        .select({ teamId: memberships.teamId })
        .from(memberships)
        .where(eq(memberships.userId, userIdB));
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.userId, userIdA), inArray(memberships.teamId, other)))
        .limit(1);
      return row !== undefined;
    },

    /** Creates a family with a unique slug; the user is its admin. */
    async createTeam(userId: number, name: string): Promise<TeamWithRole> {
      const team = await insertTeamWithSlug(db, name);
      const [membership] = await db
        .insert(memberships)
        .values({ teamId: team.id, userId, role: 'admin' })
        .returning();
      if (!membership) throw new Error('insert returned no row');
      return { team, membership };
    },

    async rename(teamId: number, name: string): Promise<TeamRow | null> {
      const [row] = await db.update(teams).set({ name }).where(eq(teams.id, teamId)).returning();
      return row ?? null;
    },

    /** Deletes the families (their memberships and invitations cascade); clears current picks. */
    async deleteTeams(teamIds: number[]): Promise<void> {
      if (teamIds.length === 0) return;
      await db.update(users).set({ currentTeamId: null }).where(inArray(users.currentTeamId, teamIds));
      await db.delete(teams).where(inArray(teams.id, teamIds));
    },

    /** Makes the family the user's current one (listed first). */
    async setCurrent(userId: number, teamId: number | null): Promise<void> {
      await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId));
    },

    /** Clears the user's current family when it is `teamId` (they left it). */
    async clearCurrent(userId: number, teamId: number): Promise<void> {
      await db
        .update(users)
        .set({ currentTeamId: null })
        .where(and(eq(users.id, userId), eq(users.currentTeamId, teamId)));
    },

    async setRole(membershipId: number, role: TeamRole): Promise<MembershipRow | null> {
      const [row] = await db
        .update(memberships)
        .set({ role })
        .where(eq(memberships.id, membershipId))
        .returning();
      return row ?? null;
    },

    async removeMembership(membershipId: number): Promise<void> {
      await db.delete(memberships).where(eq(memberships.id, membershipId));
    },

    /** Adds the user to the family, unless already a member. @returns the membership added, or null. */
    async addMember(teamId: number, userId: number, role: TeamRole): Promise<MembershipRow | null> {
      const [row] = await db
        .insert(memberships)
        .values({ teamId, userId, role })
        .onConflictDoNothing({ target: [memberships.teamId, memberships.userId] })
        .returning();
      return row ?? null;
    },

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

    /** Open threats of risk level high or critical per user (counts only; issue 13 overview). */
    async openHighThreatCounts(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const riskLevel = sql`coalesce(${threatEvents.analysis} ->> 'risk_level', ${threatEvents.severity})`;
      const rows = await db
        .select({ userId: threatEvents.userId, n: count() })
        .from(threatEvents)
        .where(
          and(
            inArray(threatEvents.userId, userIds),
            notInArray(threatEvents.status, CLOSED_THREAT_STATUSES),
            inArray(riskLevel, HIGH_RISK_LEVELS),
          ),
        )
        .groupBy(threatEvents.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
