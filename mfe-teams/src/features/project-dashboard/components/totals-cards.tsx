import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import type { ProjectDashboard } from '../api/get-project-dashboard';

export type TotalsCardsProps = { totals: ProjectDashboard['totals'] };

const CARDS = [
  ['users', 'Users'],
  ['families', 'Families'],
  ['scans', 'Scans'],
  ['threats', 'Threats'],
  ['integrations', 'Integrations'],
] as const;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  ${cardSurface}
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const numberFormat = new Intl.NumberFormat();

/** The Project Dashboard's totals, one card each: users, families, scans, threats, integrations. */
export function TotalsCards({ totals }: TotalsCardsProps) {
  return (
    <StyledList aria-label="Totals">
      {CARDS.map(([key, label]) => (
        <StyledCard key={key}>
          <strong>{numberFormat.format(totals[key])}</strong>
          <span>{label}</span>
        </StyledCard>
      ))}
    </StyledList>
  );
}
