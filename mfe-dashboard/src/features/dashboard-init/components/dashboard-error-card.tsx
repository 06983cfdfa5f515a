import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type DashboardErrorCardProps = { message?: string; onRetry: () => void };

/** Shown when the dashboard has no message of its own (spec 001 §8). */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again.';

const StyledCard = styled.section`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  border-color: ${({ theme }) => theme.color.danger};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

/** The dashboard load failure (spec 001 §2, §8): 'We encountered a problem', the message, Try Again. */
export function DashboardErrorCard({ message, onRetry }: DashboardErrorCardProps) {
  return (
    <StyledCard role="alert">
      <h2>We encountered a problem</h2>
      <p>{message || DASHBOARD_LOAD_FAILED}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </StyledCard>
  );
}
