import { apiError, forbidden, notFound } from '../../plugins/errors.js';
import type { TeamWithRole } from './family-repository.js';
import type { TeamsRepository } from './repository.js';

/**
 * Who may act on a family (spec 001 §4 Teams, §6): a family the user is not a member of is 404
 * (as if it did not exist), an admin action by a member 403. Shared by the families',
 * invitations' and members' parts of the teams service.
 */

/** Our 4xx with one error of `code`, naming the field `param` when given. */
export const fieldError = (status: number, message: string, code: string, param?: string) =>
  apiError(status, [{ message, code, ...(param ? { param } : {}) }]);

/** 403 for a member asking what only an admin may do. */
export const notAdmin = () => forbidden('Only an admin of this family can do this.');

/** The user's membership of family `teamId`. @throws 404 when not a member */
export async function memberOf(repo: TeamsRepository, userId: number, teamId: number): Promise<TeamWithRole> {
  const found = await repo.membership(userId, teamId);
  if (!found) throw notFound();
  return found;
}

/** As {@link memberOf}, by slug. @throws 404 when not a member */
export async function memberBySlug(
  repo: TeamsRepository,
  userId: number,
  slug: string,
): Promise<TeamWithRole> {
  const found = await repo.membershipBySlug(userId, slug);
  if (!found) throw notFound();
  return found;
}

/**
 * Inside a transaction: the user's membership of family `slug`, read again after locking the
 * family, so role and member changes of one family happen one at a time (two admins demoting
 * each other cannot leave it without one). @throws 404 when not a member, 403 for a member
 * when `admin`.
 */
export async function lockedBySlug(repo: TeamsRepository, userId: number, slug: string, admin: boolean) {
  const { team } = await memberBySlug(repo, userId, slug);
  await repo.lock(team.id);
  const found = await memberOf(repo, userId, team.id);
  if (admin && found.membership.role !== 'admin') throw notAdmin();
  return found;
}

/** `found` when its role is admin. @throws 403 for a member */
export const adminOnly = (found: TeamWithRole) => {
  if (found.membership.role !== 'admin') throw notAdmin();
  return found;
};
