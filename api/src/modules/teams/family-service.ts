import { notFound } from '../../plugins/errors.js';
import { adminOnly, fieldError, memberBySlug, memberOf } from './access.js';
import type { TeamsContext } from './context.js';
import type { TeamDetail } from './present.js';

/** The name as stored: trimmed. @throws 400 `blank` (param name) when nothing is left */
function familyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError(400, 'This field may not be blank.', 'blank', 'name');
  return trimmed;
}

/**
 * The families of the teams service (spec 001 §4 Teams; issue 13): listing the user's, making,
 * renaming, deleting and switching to one. Every method takes the signed-in user; see
 * access.ts for who may do what.
 */
export function familyActions({ repository, inTransaction, detail, details }: TeamsContext) {
  return {
    /**
     * The user's families (spec 001 §4 Teams), the current one first: `users.current_team_id`
     * while they are still a member of it, else the oldest membership. `slug` keeps only that
     * family (none when the user is not a member).
     */
    async list(userId: number, slug?: string): Promise<TeamDetail[]> {
      const rows = await repository.teamsOf(userId);
      return details(slug === undefined ? rows : rows.filter((row) => row.team.slug === slug));
    },

    /** The family `slug` as its member reads it. @throws 404 when not a member */
    bySlug: async (userId: number, slug: string): Promise<TeamDetail> =>
      detail(await memberBySlug(repository, userId, slug)),

    /**
     * A new family named `name` (trimmed; blank is 400 `blank`); the user is its admin and it
     * becomes current.
     */
    async create(userId: number, name: string): Promise<TeamDetail> {
      const trimmed = familyName(name);
      const created = await inTransaction(async (repo) => {
        const row = await repo.createTeam(userId, trimmed);
        await repo.setCurrent(userId, row.team.id);
        return row;
      });
      return detail(created);
    },

    /** Renames the family (admins); the slug stays. @throws 404 non-member, 403 member */
    async rename(userId: number, teamId: number, name: string): Promise<TeamDetail> {
      const found = adminOnly(await memberOf(repository, userId, teamId));
      const team = await repository.rename(teamId, familyName(name));
      if (!team) throw notFound();
      return detail({ ...found, team });
    },

    /**
     * Deletes the family with its memberships and invitations (admins); members whose current
     * family it was fall back to their oldest. @throws 404 non-member, 403 member
     */
    async delete(userId: number, teamId: number): Promise<void> {
      adminOnly(await memberOf(repository, userId, teamId));
      await repository.deleteTeams([teamId]);
    },

    /** Makes the family the user's current one (listed first). @throws 404 non-member */
    async switchTo(userId: number, teamId: number): Promise<void> {
      await memberOf(repository, userId, teamId);
      await repository.setCurrent(userId, teamId);
    },
  };
}
