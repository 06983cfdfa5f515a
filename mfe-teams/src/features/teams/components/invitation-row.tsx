import type { Invitation } from '@lifeguard/shared/teams/create-invitation';
import { useCancelInvitationMutation } from '@lifeguard/shared/teams/cancel-invitation';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useResendInvitationMutation } from '@lifeguard/shared/teams/resend-invitation';
import { Button } from '@lifeguard/shared/ui/button';
import { useAction } from '../../../hooks/use-action';
import { formatDay } from '../utils/format-date';
import { ROLE_LABELS } from '../utils/team-rules';
import { StyledRowActions, StyledWho } from '../../../components/list-styles';
import { ActionError } from './action-error';

export type InvitationRowProps = { team: Team; invitation: Invitation };

/**
 * A pending invitation (spec 001 §7 Teams): who, which role, until when, with Resend (a new link,
 * the old one stops working) and Cancel; the family reloads after either (spec 001 §4).
 */
export function InvitationRow({ team, invitation }: InvitationRowProps) {
  const [resendInvitation] = useResendInvitationMutation();
  const [cancelInvitation] = useCancelInvitationMutation();
  const action = useAction();
  const target = { slug: team.slug, teamId: team.id, id: invitation.id };

  const handleResend = () =>
    void action.run(
      () => resendInvitation(target).unwrap(),
      `A new invitation was sent to ${invitation.email}.`,
    );
  const handleCancel = () =>
    void action.run(
      () => cancelInvitation(target).unwrap(),
      `The invitation to ${invitation.email} was cancelled.`,
    );

  return (
    <li>
      <StyledWho>
        <strong>{invitation.email}</strong>
        <span>
          {ROLE_LABELS[invitation.role]} · expires {formatDay(invitation.expires)}
        </span>
      </StyledWho>
      <StyledRowActions>
        <Button
          variant="secondary"
          busy={action.busy}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={handleResend}
        >
          Resend
        </Button>
        <Button
          variant="secondary"
          busy={action.busy}
          aria-label={`Cancel the invitation to ${invitation.email}`}
          onClick={handleCancel}
        >
          Cancel
        </Button>
      </StyledRowActions>
      <ActionError error={action.error} onClose={action.clearError} />
    </li>
  );
}
