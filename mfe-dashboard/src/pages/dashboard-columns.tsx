import styled from 'styled-components';

/** The dashboard's two columns: the main blocks, and from `breakpoints.lg` a side column. */
export const DashboardColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (width >= ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** One column: its blocks stacked with the layout's spacing. */
export const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
