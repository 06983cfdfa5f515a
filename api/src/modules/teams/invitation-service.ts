import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InvitationCreate } from '@lifeguard/contracts/schemas/teams';
import { INVITATION_EXPIRY_MS, type InvitationStatus, type TeamRole } from '@lifeguard/contracts/teams';
import { apiError, notFound } from '../../plugins/errors.js';
import { displayName } from '../users/present.js';
import type { UserRow } from '../users/schema.js';
import { adminOnly, fieldError, memberBySlug, memberOf } from './access.js';
import type { TeamsContext } from './context.js';
import type { InvitationWithInviter } from './invitation-repository.js';
import { invitationMail } from './invitation-mail.js';
import { invitationStatus, type TeamDetail } from './present.js';
import type { InvitationRow, TeamRow } from './schema.js';

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

const alreadyInvited = () =>
  fieldError(400, 'This person already has a pending invitation to this family.', 'already_invited', 'email');

/**
 * The invitations of the teams service (spec 001 §4 Teams, §7; issue 13 "Teams and
 * invitations"): an admin invites by email, sends again or cancels; the invited person previews
 * and accepts through the mailed link, whose key is stored only as a hash.
 */
export function invitationActions({ repository, inTransaction, now, deps, detail }: TeamsContext) {
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
  };
}
