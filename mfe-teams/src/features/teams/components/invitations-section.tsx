import styled from 'styled-components';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';
import { StyledRowList } from '../../../components/list-styles';
import { SectionCard } from '../../../components/section-card';

export type InvitationsSectionProps = { team: Team };

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * For admins (issue 13): the family's pending invitations with Resend and Cancel, and the form
 * to invite someone by email with a role.
 */
export function InvitationsSection({ team }: InvitationsSectionProps) {
  const pending = team.invitations.filter(({ status }) => status === 'pending');
  return (
    <>
      <SectionCard title="Pending invitations">
        {pending.length === 0 ? (
          <StyledEmpty>No pending invitations.</StyledEmpty>
        ) : (
          <StyledRowList aria-label="Pending invitations">
            {pending.map((invitation) => (
              <InvitationRow key={invitation.id} team={team} invitation={invitation} />
            ))}
          </StyledRowList>
        )}
      </SectionCard>
      <SectionCard
        title="Invite a member"
        description="We email them a link to join your family. It works for 7 days."
      >
        <InviteForm team={team} />
      </SectionCard>
    </>
  );
}
