import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REQUIRED_TYPES, type IntegrationType } from '@lifeguard/contracts/integrations';
import { protectionScore } from '@lifeguard/contracts/protection-score';
import type { FamilyOverviewMember, InvitationCreate } from '@lifeguard/contracts/schemas/teams';
import { INVITATION_EXPIRY_MS, type InvitationStatus, type TeamRole } from '@lifeguard/contracts/teams';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { apiError, forbidden, notFound } from '../../plugins/errors.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { UserRow } from '../users/schema.js';
import { invitationMail } from './invitation-mail.js';
import { displayName } from '../users/present.js';
import { invitationStatus, presentOverviewMember, type TeamDetail } from './present.js';
import {
  createTeamsRepository,
  type InvitationWithInviter,
  type MemberRow,
  type TeamWithRole,
  type TeamsRepository,
} from './repository.js';
import type { InvitationRow, TeamRow } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    teams: TeamsService;
  }
}

/** What the service needs besides the database. */
export type TeamsDependencies = {
  mailer: Pick<Mailer, 'send'>;
  /** The accept link of an invitation: `app.frontendUrl('teamInvitation', {id, key})` (issue 16 §7). */
  invitationLink: (id: number, key: string) => string;
  /** A user's integrations, for their protection score (app.integrations.list). */
  integrationsOf: (userId: number) => Promise<{ type: string; isActive: boolean; isConfigured: boolean }[]>;
  /** The clock of invitation expiry; tests move it. */
  now?: () => Date;
};

const fieldError = (status: number, message: string, code: string, param?: string) =>
  apiError(status, [{ message, code, ...(param ? { param } : {}) }]);

const notAdmin = () => forbidden('Only an admin of this family can do this.');
const lastAdmin = (param: string) =>
  fieldError(
    400,
    'A family needs at least one admin. Make another member an admin first, or delete the family.',
    'last_admin',
    param,
  );

/** 400 for an invitation that can no longer be accepted, resent or cancelled, by its status. */
const STATUS_PROBLEMS: Record<Exclude<InvitationStatus, 'pending'>, [string, string]> = {
  expired: ['This invitation has expired. Ask the family admin to send a new one.', 'invitation_expired'],
  cancelled: ['This invitation was cancelled.', 'invitation_cancelled'],
  accepted: ['This invitation has already been accepted.', 'invitation_accepted'],
};
const statusProblem = (status: Exclude<InvitationStatus, 'pending'>) => {
  const [message, code] = STATUS_PROBLEMS[status];
  return fieldError(400, message, code);
};

/** The accept link's secret: 32 random bytes, base64url (43 characters). */
const newKey = () => randomBytes(32).toString('base64url');
/** Only this is stored (schema.ts `key_hash`): the SHA-256 of the key, hex. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const keyMatches = (key: string, stored: string) => {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The name as stored: trimmed. @throws 400 `blank` (param name) when nothing is left */
function familyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError(400, 'This field may not be blank.', 'blank', 'name');
  return trimmed;
}

const alreadyInvited = () =>
  fieldError(400, 'This person already has a pending invitation to this family.', 'already_invited', 'email');

/**
 * Families, memberships and invitations (spec 001 §3 Team, §4 Teams, §6, §7; issue 13 "Teams and
 * invitations"). Every method takes the signed-in user; a family they are not a member of is
 * 404 (as if it did not exist), an admin action by a member 403. Roles are `admin` and `member`;
 * a family always keeps an admin while it has members.
 */
export function createTeamsService(db: Database, deps: TeamsDependencies) {
  const repository = createTeamsRepository(db);
  const now = deps.now ?? (() => new Date());

  /** Runs `work` in one transaction with a repository over it. */
  const inTransaction = <T>(work: (repo: TeamsRepository) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(createTeamsRepository(tx)));

  /** The user's membership of family `teamId`. @throws 404 when not a member */
  async function memberOf(repo: TeamsRepository, userId: number, teamId: number): Promise<TeamWithRole> {
    const found = await repo.membership(userId, teamId);
    if (!found) throw notFound();
    return found;
  }

  /** As {@link memberOf}, by slug. @throws 404 when not a member */
  async function memberBySlug(repo: TeamsRepository, userId: number, slug: string): Promise<TeamWithRole> {
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
  async function lockedBySlug(repo: TeamsRepository, userId: number, slug: string, admin: boolean) {
    const { team } = await memberBySlug(repo, userId, slug);
    await repo.lock(team.id);
    const found = await memberOf(repo, userId, team.id);
    if (admin && found.membership.role !== 'admin') throw notAdmin();
    return found;
  }

  const adminOnly = (found: TeamWithRole) => {
    if (found.membership.role !== 'admin') throw notAdmin();
    return found;
  };

  /** The families of `rows` with members and (for admins) their open invitations. */
  async function details(rows: TeamWithRole[]): Promise<TeamDetail[]> {
    const ids = rows.map((row) => row.team.id);
    const adminIds = rows.filter((row) => row.membership.role === 'admin').map((row) => row.team.id);
    const [members, invitations] = await Promise.all([
      repository.members(ids),
      repository.openInvitations(adminIds),
    ]);
    return rows.map((row) => ({
      ...row,
      members: members.filter((m) => m.membership.teamId === row.team.id),
      invitations: invitations.filter((i) => i.invitation.teamId === row.team.id),
    }));
  }

  const detail = async (row: TeamWithRole): Promise<TeamDetail> => (await details([row]))[0]!;

  /** The invitation with its inviter, for answers. */
  const withInviter = (invitation: InvitationRow, inviter: UserRow | null): InvitationWithInviter => ({
    invitation,
    inviter: inviter && { email: inviter.email, firstName: inviter.firstName, lastName: inviter.lastName },
  });

  /** Mails the accept link of `invitation` (never logged: the mailer logs only the file). */
  function sendInvitation(invitation: InvitationRow, key: string, team: TeamRow, inviter: UserRow) {
    const link = deps.invitationLink(invitation.id, key);
    deps.mailer.send(
      invitationMail({
        to: invitation.email,
        inviter: inviter.firstName.trim() || displayName(inviter),
        teamName: team.name,
        link,
        expires: invitation.expiresAt,
      }),
    );
  }

  const inviterOf = async (invitation: InvitationRow) =>
    (await repository.invitation(invitation.id))?.inviter ?? null;

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

    /**
     * Invites `email` to the family `slug` as `role` (admins) and mails the accept link, valid
     * INVITATION_EXPIRY_MS (7 days). `team` must be that family's id (else 400, param team).
     * 400 `already_member` when the email (any case) is a member, `already_invited` while a
     * pending invitation to it exists. @throws 404 non-member, 403 member
     */
    async invite(inviter: UserRow, slug: string, input: InvitationCreate): Promise<InvitationWithInviter> {
      const { team } = adminOnly(await memberBySlug(repository, inviter.id, slug));
      if (input.team !== team.id) {
        throw fieldError(400, 'The family does not match the address.', 'invalid', 'team');
      }
      const email = input.email.trim();
      if (await repository.memberByEmail(team.id, email)) {
        throw fieldError(400, 'This person is already a member of this family.', 'already_member', 'email');
      }
      const at = now();
      await repository.expirePending(team.id, email, at);
      if (await repository.pendingFor(team.id, email)) throw alreadyInvited();
      const key = newKey();
      let invitation: InvitationRow;
      try {
        invitation = await repository.insertInvitation({
          teamId: team.id,
          email,
          role: input.role,
          status: 'pending',
          keyHash: hashKey(key),
          invitedBy: inviter.id,
          sentAt: at,
          expiresAt: new Date(at.getTime() + INVITATION_EXPIRY_MS),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyInvited();
        throw error;
      }
      sendInvitation(invitation, key, team, inviter);
      return withInviter(invitation, inviter);
    },

    /**
     * Sends a pending or expired invitation again (admins): a new key (the old link stops
     * working), a new 7-day expiry, a new mail. 400 `invitation_accepted` / `invitation_cancelled`
     * for those, `already_invited` when a newer one to the email is pending.
     * @throws 404 non-member or not the family's invitation, 403 member
     */
    async resend(user: UserRow, slug: string, id: number): Promise<InvitationWithInviter> {
      const key = newKey();
      const at = now();
      let outcome: { invitation: InvitationRow; team: TeamRow };
      try {
        outcome = await inTransaction(async (repo) => {
          const { team } = adminOnly(await memberBySlug(repo, user.id, slug));
          const current = await repo.lockInvitation(team.id, id);
          if (!current) throw notFound();
          const status = invitationStatus(current, at);
          if (status === 'accepted' || status === 'cancelled') throw statusProblem(status);
          const invitation = await repo.updateInvitation(id, {
            status: 'pending',
            keyHash: hashKey(key),
            sentAt: at,
            expiresAt: new Date(at.getTime() + INVITATION_EXPIRY_MS),
          });
          if (!invitation) throw notFound();
          return { invitation, team };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyInvited();
        throw error;
      }
      sendInvitation(outcome.invitation, key, outcome.team, user);
      return { invitation: outcome.invitation, inviter: await inviterOf(outcome.invitation) };
    },

    /**
     * Cancels an invitation (admins): its link stops working. Cancelling a cancelled one changes
     * nothing; an accepted one is 400 `invitation_accepted`.
     * @throws 404 non-member or not the family's invitation, 403 member
     */
    async cancel(user: UserRow, slug: string, id: number): Promise<InvitationWithInviter> {
      const invitation = await inTransaction(async (repo) => {
        const { team } = adminOnly(await memberBySlug(repo, user.id, slug));
        const current = await repo.lockInvitation(team.id, id);
        if (!current) throw notFound();
        if (current.status === 'accepted') throw statusProblem('accepted');
        if (current.status === 'cancelled') return current;
        return (await repo.updateInvitation(id, { status: 'cancelled' })) ?? current;
      });
      return { invitation, inviter: await inviterOf(invitation) };
    },

    /**
     * What the accept page shows (signed in or out). @throws 404 for an unknown id or a key that
     * is not the invitation's current one
     */
    async preview(id: number, key: string) {
      const found = await repository.invitation(id);
      if (!found || !keyMatches(key, found.invitation.keyHash)) throw notFound();
      return found;
    },

    /**
     * Accepts the invitation as `user` in one transaction: the invitation is claimed with a
     * conditional update (only while pending and unexpired), so of two racing accepts one wins
     * and the other answers 400 `invitation_accepted`; the user joins with its role and the
     * family becomes current. 404 wrong key or unknown id; 403 `email_mismatch` when the user's
     * email is not the invited one (case-insensitively); 400 `invitation_expired`,
     * `invitation_cancelled`, `invitation_accepted`.
     */
    async accept(user: UserRow, id: number, key: string): Promise<TeamDetail> {
      const at = now();
      const joined = await inTransaction(async (repo) => {
        const found = await repo.invitation(id);
        if (!found || !keyMatches(key, found.invitation.keyHash)) throw notFound();
        const { invitation } = found;
        if (invitation.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
          const message = `This invitation was sent to ${invitation.email}. Sign in with that email address to accept it.`;
          throw apiError(403, [{ message, code: 'email_mismatch' }]);
        }
        const status = invitationStatus(invitation, at);
        if (status !== 'pending') throw statusProblem(status);
        const claimed = await repo.claimInvitation(id, user.id, at);
        if (!claimed) throw statusProblem('accepted');
        await repo.addMember(invitation.teamId, user.id, invitation.role as TeamRole);
        await repo.setCurrent(user.id, invitation.teamId);
        return memberOf(repo, user.id, invitation.teamId);
      });
      return detail(joined);
    },

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

export type TeamsService = ReturnType<typeof createTeamsService>;

/** Domain plugin decorating `app.teams`; scores read `app.integrations`, mail goes by `app.mailer`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'teams',
      createTeamsService(app.db, {
        mailer: app.mailer,
        invitationLink: (id, key) => app.frontendUrl('teamInvitation', { id, key }),
        integrationsOf: (userId) => app.integrations.list(userId),
      }),
    );
  },
  { name: 'teams', dependencies: ['db', 'mailer', 'origin', 'integrations'] },
);
