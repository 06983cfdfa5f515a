import { REQUIRED_TYPES, type IntegrationType } from '@lifeguard/contracts/integrations';
import { protectionScore } from '@lifeguard/contracts/protection-score';
import type { FamilyOverviewMember } from '@lifeguard/contracts/schemas/teams';
import type { TeamRole } from '@lifeguard/contracts/teams';
import { notFound } from '../../plugins/errors.js';
import { adminOnly, fieldError, lockedBySlug, memberBySlug, notAdmin } from './access.js';
import type { TeamsContext } from './context.js';
import type { MemberRow } from './member-repository.js';
import { presentOverviewMember } from './present.js';

const lastAdmin = (param: string) =>
  fieldError(
    400,
    'A family needs at least one admin. Make another member an admin first, or delete the family.',
    'last_admin',
    param,
  );

/** The protection score (spec 001 §9) of these integrations plus the required ones missing. */
function scoreOf(rows: { type: string; isActive: boolean; isConfigured: boolean }[]): number {
  const required = (type: string) => REQUIRED_TYPES.includes(type as IntegrationType);
  const missing = REQUIRED_TYPES.filter((type) => !rows.some((row) => row.type === type));
  return protectionScore([
    ...rows.map((row) => ({
      required: required(row.type),
      is_active: row.isActive,
      is_configured: row.isConfigured,
    })),
    ...missing.map(() => ({ required: true, is_active: false, is_configured: false })),
  ]);
}

/**
 * The members of a family in the teams service (spec 001 §4 Teams, §6; issue 13): their roles,
 * removing them (or leaving), the admins' overview of their protection, and whether two users
 * share a family. Roles are `admin` and `member`; a family always keeps an admin while it has
 * members.
 */
export function memberActions({ repository, inTransaction, deps }: TeamsContext) {
  return {
    /**
     * Changes a member's role (admins). Demoting the last admin is 400 `last_admin`.
     * @throws 404 non-member or not the family's membership, 403 member
     */
    async changeRole(userId: number, slug: string, membershipId: number, role: TeamRole): Promise<MemberRow> {
      return inTransaction(async (repo) => {
        const { team } = await lockedBySlug(repo, userId, slug, true);
        const target = await repo.member(team.id, membershipId);
        if (!target) throw notFound();
        if (target.membership.role === 'admin' && role !== 'admin') {
          if ((await repo.headcount(team.id)).admins <= 1) throw lastAdmin('role');
        }
        const membership = await repo.setRole(membershipId, role);
        return { membership: membership ?? target.membership, user: target.user };
      });
    },

    /**
     * Removes a membership: admins remove anyone, any member removes themselves (Leave). The
     * last admin cannot leave while other members remain (400 `last_admin`); a family whose
     * last member leaves is deleted. @throws 404 non-member or not the family's membership,
     * 403 a member removing someone else
     */
    async removeMember(userId: number, slug: string, membershipId: number): Promise<void> {
      await inTransaction(async (repo) => {
        const { team, membership } = await lockedBySlug(repo, userId, slug, false);
        const target = await repo.member(team.id, membershipId);
        if (!target) throw notFound();
        if (target.user.id !== userId && membership.role !== 'admin') throw notAdmin();
        const { admins, members } = await repo.headcount(team.id);
        if (members <= 1) {
          await repo.deleteTeams([team.id]);
          return;
        }
        if (target.membership.role === 'admin' && admins <= 1) throw lastAdmin('id');
        await repo.removeMembership(membershipId);
        await repo.clearCurrent(target.user.id, team.id);
      });
    },

    /**
     * The family overview (admins): each member's protection score (spec 001 §9, as the
     * dashboard computes it, required protections the member lacks counting as off) and the
     * count of their open threats of risk level high or critical (the analysis's risk_level,
     * else the severity; not resolved or dismissed). Counts only. @throws 404 non-member, 403 member
     */
    async overview(userId: number, slug: string): Promise<FamilyOverviewMember[]> {
      const { team } = adminOnly(await memberBySlug(repository, userId, slug));
      const members = await repository.members([team.id]);
      const ids = members.map((m) => m.user.id);
      const [threats, scores] = await Promise.all([
        repository.openHighThreatCounts(ids),
        Promise.all(ids.map(async (id) => scoreOf(await deps.integrationsOf(id)))),
      ]);
      return members.map((member, i) =>
        presentOverviewMember(member, scores[i] ?? 0, threats.get(member.user.id) ?? 0),
      );
    },

    /** Whether the two users belong to one family (avatars are shown to family members). */
    sharesTeam: (userIdA: number, userIdB: number): Promise<boolean> =>
      userIdA === userIdB ? Promise.resolve(true) : repository.sharesTeam(userIdA, userIdB),
  };
}
