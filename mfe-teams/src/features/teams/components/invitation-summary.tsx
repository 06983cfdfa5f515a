import styled from 'styled-components';
import type { InvitationPreview } from '@lifeguard/shared/teams/get-invitation';
import { Alert } from '@lifeguard/shared/ui/alert';
import { stack } from '@lifeguard/shared/ui/card';
import { formatDay } from '../utils/format-date';
import { roleWithArticle } from '../utils/team-rules';

export type InvitationSummaryProps = { invitation: InvitationPreview };

const StyledSummary = styled.div`
  ${stack('xs')}
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Why an invitation can no longer be accepted, by its status (issue 13). */
export function closedInvitationMessage({ status, invited_by }: InvitationPreview): string | null {
  if (status === 'expired') {
    return `This invitation has expired. Ask ${invited_by ?? 'an admin of the family'} to send you a new one.`;
  }
  if (status === 'cancelled') return 'This invitation was cancelled.';
  if (status === 'accepted') return 'This invitation has already been accepted.';
  return null;
}

/**
 * What a mailed invitation offers (issue 13): "Ada invited you to join Ada's family as a member",
 * to which address and until when, or why it no longer can be accepted.
 */
export function InvitationSummary({ invitation }: InvitationSummaryProps) {
  const closed = closedInvitationMessage(invitation);
  return (
    <StyledSummary>
      <p>
        <strong>{invitation.invited_by ?? 'Someone'}</strong> invited you to join{' '}
        <strong>{invitation.team_name}</strong> as {roleWithArticle(invitation.role)}.
      </p>
      <p>
        Sent to {invitation.email}
        {invitation.status === 'pending' ? `, valid until ${formatDay(invitation.expires)}` : ''}.
      </p>
      {closed ? <Alert variant="warning">{closed}</Alert> : null}
    </StyledSummary>
  );
}
