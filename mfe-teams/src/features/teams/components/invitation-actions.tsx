import styled from 'styled-components';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { useAcceptInvitationMutation } from '@lifeguard/shared/teams/accept-invitation';
import type { InvitationPreview } from '@lifeguard/shared/teams/get-invitation';
import {
  clearPendingInvitation,
  rememberPendingInvitation,
} from '@lifeguard/shared/teams/pending-invitation';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button, ButtonLink } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { StyledButtonRow } from '../../../components/button-row';
import { useAction } from '../../../hooks/use-action';
import { ActionError } from './action-error';

export type InvitationActionsProps = {
  invitation: InvitationPreview;
  /** The invitation link's secret. */
  invitationKey: string;
};

const StyledActions = styled.div`
  ${stack('sm')}
  p {
    margin: 0;
  }
`;

/**
 * The answers to a pending invitation (issue 13). Signed out: "Sign in to accept" (back here
 * after sign-in) or "Create an account" (this page is remembered, and the registration's last
 * step brings the user back). Signed in: Accept, then that family's Team Settings; the server's
 * message when it refuses (another email, expired, cancelled).
 */
export function InvitationActions({ invitation, invitationKey }: InvitationActionsProps) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const [acceptInvitation] = useAcceptInvitationMutation();
  const action = useAction();
  const here = hrefs.teamInvitation(invitation.id, invitationKey);

  const handleRegister = () => {
    rememberPendingInvitation(here);
    navigate(hrefs.register());
  };

  const handleAccept = async () => {
    const accepted = await action.run(
      () => acceptInvitation({ id: invitation.id, key: invitationKey }).unwrap(),
      `Welcome to ${invitation.team_name}!`,
    );
    if (accepted === false) return;
    clearPendingInvitation();
    navigate(hrefs.teamSettings(accepted.team.slug), { replace: true });
  };

  if (!user) {
    return (
      <StyledActions>
        <p>Sign in to accept, or create an account with {invitation.email} first.</p>
        <StyledButtonRow>
          <ButtonLink to={hrefs.login(here)}>Sign in to accept</ButtonLink>
          <Button variant="secondary" onClick={handleRegister}>
            Create an account
          </Button>
        </StyledButtonRow>
      </StyledActions>
    );
  }
  const otherEmail = user.email.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <StyledActions>
      {otherEmail ? (
        <Alert variant="info">
          This invitation was sent to {invitation.email}, and you are signed in as {user.email}.
        </Alert>
      ) : null}
      <ActionError error={action.error} onClose={action.clearError} />
      <StyledButtonRow>
        <Button busy={action.busy} onClick={() => void handleAccept()}>
          {action.busy ? 'Accepting...' : 'Accept invitation'}
        </Button>
      </StyledButtonRow>
    </StyledActions>
  );
}
