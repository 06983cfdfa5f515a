import type {
  FamilyOverviewMember,
  Invitation,
  InvitationPreview,
  Team,
  TeamMember,
} from '@lifeguard/contracts/schemas/teams';
import { teamPaths, type InvitationStatus, type TeamRole } from '@lifeguard/contracts/teams';
import { displayName } from '../users/present.js';
import type { InvitationWithInviter } from './invitation-repository.js';
import type { MemberRow } from './member-repository.js';
import type { InvitationRow, MembershipRow, TeamRow } from './schema.js';

/** A family as the service answers it: the row, the reader's membership, members, invitations. */
export type TeamDetail = {
  team: TeamRow;
  membership: MembershipRow;
  members: MemberRow[];
  invitations: InvitationWithInviter[];
};

/** The status as shown: a pending invitation past its expiry is `expired`. */
export const invitationStatus = (row: InvitationRow, now: Date): InvitationStatus =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : (row.status as InvitationStatus);

/** A membership with its user (spec 001 §3 Team.members); `id` is the membership's. */
export const presentMember = ({ membership, user }: MemberRow): TeamMember => ({
  id: membership.id,
  user_id: user.id,
  email: user.email,
  display_name: displayName(user),
  avatar_url: user.avatarUrl,
  role: membership.role as TeamRole,
  joined: membership.joinedAt.toISOString(),
});

/** An invitation (spec 001 §3 Team.invitations); `invited_by` is the inviter's display name. */
export const presentInvitation = ({ invitation, inviter }: InvitationWithInviter, now: Date): Invitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role as TeamRole,
  status: invitationStatus(invitation, now),
  sent: invitation.sentAt.toISOString(),
  expires: invitation.expiresAt.toISOString(),
  invited_by: inviter ? displayName(inviter) : null,
});

/**
 * A family as its member reads it (spec 001 §3 Team): invitations only for admins (else `[]`),
 * `has_active_subscription` always false (no billing), `dashboard_url` the switch path `/a/{slug}/`.
 */
export function presentTeam(detail: TeamDetail, now: Date): Team {
  const isAdmin = detail.membership.role === 'admin';
  return {
    id: detail.team.id,
    name: detail.team.name,
    slug: detail.team.slug,
    members: detail.members.map(presentMember),
    invitations: isAdmin ? detail.invitations.map((row) => presentInvitation(row, now)) : [],
    is_admin: isAdmin,
    has_active_subscription: false,
    dashboard_url: teamPaths.switchTo(detail.team.slug),
  };
}

/** What the accept page shows of an invitation (contracts InvitationPreviewSchema). */
export const presentPreview = (
  { invitation, inviter, team }: InvitationWithInviter & { team: TeamRow },
  now: Date,
): InvitationPreview => ({
  id: invitation.id,
  team_name: team.name,
  email: invitation.email,
  role: invitation.role as TeamRole,
  invited_by: inviter ? displayName(inviter) : null,
  status: invitationStatus(invitation, now),
  expires: invitation.expiresAt.toISOString(),
});

/** One line of the family overview: counts only (contracts FamilyOverviewMemberSchema). */
export const presentOverviewMember = (
  member: MemberRow,
  protectionScore: number,
  openHighThreats: number,
): FamilyOverviewMember => ({
  user_id: member.user.id,
  display_name: displayName(member.user),
  role: member.membership.role as TeamRole,
  protection_score: protectionScore,
  open_high_threats: openHighThreats,
});
