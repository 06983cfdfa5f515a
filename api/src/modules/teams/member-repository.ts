import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TeamRole } from '@lifeguard/contracts/teams';
import type { Database } from '../../db/database.js';
import { threatEvents } from '../threats/schema.js';
import { users, type UserRow } from '../users/schema.js';
import { memberships, type MembershipRow } from './schema.js';

/** What a member's line shows of their account (display name, email, avatar). */
export type MemberUser = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

/** A membership with its user. */
export type MemberRow = { membership: MembershipRow; user: MemberUser };

const memberUser = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

/** Risk levels the family overview counts (issue 13: "open high or critical threats"). */
const HIGH_RISK_LEVELS = ['high', 'critical'];
/** Threat statuses that are handled, so no longer open (contracts/threats THREAT_STATUSES). */
const CLOSED_THREAT_STATUSES = ['resolved', 'dismissed'];

/**
 * The members of families (`memberships`, schema.ts): who they are, their roles and headcount,
 * joining and leaving, and the counts of the family overview. `db` may be a transaction;
 * permission checks are the service's.
 */
export function createMemberRepository(db: Database) {
  return {
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

    /** Gives the membership `role`. @returns the row, or null when it is gone. */
    async setRole(membershipId: number, role: TeamRole): Promise<MembershipRow | null> {
      const [row] = await db
        .update(memberships)
        .set({ role })
        .where(eq(memberships.id, membershipId))
        .returning();
      return row ?? null;
    },

    /** Deletes the membership (the user leaves or is removed). */
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
