import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type NoTeamCardProps = { message: string };

const StyledCard = styled.section`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * A user without a family (spec 001 §5: the user must have a team to use the dashboard): 'You
 * need to create a team first.' and the way to Add Team.
 */
export function NoTeamCard({ message }: NoTeamCardProps) {
  return (
    <StyledCard role="status">
      <h2>{message}</h2>
      <p>Your family is the people you protect with Lifeguard. Create one to see your dashboard.</p>
      <ButtonLink to={hrefs.teamCreate()}>Create a family</ButtonLink>
    </StyledCard>
  );
}
