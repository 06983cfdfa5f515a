import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../users/schema.js';
import { memberships, teams, type MembershipRow, type TeamRow } from './schema.js';
import { insertTeamWithSlug } from './slugs.js';

/** A family with the role of the user it was read for. */
export type TeamWithRole = { team: TeamRow; membership: MembershipRow };

/**
 * The families (`teams`, schema.ts) as their members see them: which a user belongs to and
 * with which role, making, renaming and deleting them, and the user's current one
 * (`users.current_team_id`). `db` may be a transaction; permission checks are the service's.
 */
export function createFamilyRepository(db: Database) {
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

    /** Renames the family; the slug stays. @returns the row, or null when it is gone. */
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
  };
}
