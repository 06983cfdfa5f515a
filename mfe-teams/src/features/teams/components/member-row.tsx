import type { TeamRole } from '@lifeguard/contracts/teams';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useUpdateMemberMutation, type TeamMember } from '@lifeguard/shared/teams/update-member';
import { Button } from '@lifeguard/shared/ui/button';
import { useAction } from '../../../hooks/use-action';
import { ROLE_LABELS, roleWithArticle } from '../utils/team-rules';
import { StyledRole, StyledRowActions, StyledWho } from '../../../components/list-styles';
import { MemberRoleSelect } from './member-role-select';
import { ActionError } from './action-error';

export type MemberRowProps = {
  team: Team;
  member: TeamMember;
  /** The signed-in user's own membership. */
  isSelf: boolean;
  onRemove: (member: TeamMember) => void;
  onLeave: (member: TeamMember) => void;
};

/**
 * One member of Team Settings (issue 13): name, email and role. An admin changes another
 * member's role and removes them; everyone can leave from their own row (both confirmed first).
 */
export function MemberRow({ team, member, isSelf, onRemove, onLeave }: MemberRowProps) {
  const [updateMember] = useUpdateMemberMutation();
  const action = useAction();
  const name = member.display_name || member.email;
  const manages = team.is_admin && !isSelf;

  const handleRoleChange = (role: TeamRole) =>
    void action.run(
      () => updateMember({ slug: team.slug, teamId: team.id, id: member.id, role }).unwrap(),
      `${name} is now ${roleWithArticle(role)}.`,
    );

  return (
    <li>
      <StyledWho>
        <strong>
          {name}
          {isSelf ? ' (you)' : null}
        </strong>
        <span>{member.email}</span>
      </StyledWho>
      <StyledRowActions>
        {manages ? (
          <MemberRoleSelect name={name} role={member.role} busy={action.busy} onChange={handleRoleChange} />
        ) : (
          <StyledRole>{ROLE_LABELS[member.role]}</StyledRole>
        )}
        {manages ? (
          <Button variant="secondary" aria-label={`Remove ${name}`} onClick={() => onRemove(member)}>
            Remove
          </Button>
        ) : null}
        {isSelf ? (
          <Button variant="secondary" onClick={() => onLeave(member)}>
            Leave
          </Button>
        ) : null}
      </StyledRowActions>
      <ActionError error={action.error} onClose={action.clearError} />
    </li>
  );
}
