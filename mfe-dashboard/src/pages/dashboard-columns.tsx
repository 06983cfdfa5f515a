import styled from 'styled-components';

/**
 * The dashboard's two columns: the main blocks, and a side column once the frame's main area is
 * `mainWidths.lg` wide (a container query: the open chat panel narrows it, spec 001 §2).
 */
export const DashboardColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @container (width >= ${({ theme }) => theme.mainWidths.lg}) {
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
