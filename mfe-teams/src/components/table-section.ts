import { css } from 'styled-components';

/** Dates and times as the superuser pages show them ("Nov 23, 2026, 4:46 PM"). */
export const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A titled section holding one data table (recent users, the impersonation audit): h2, full
 * width rows with theme borders and muted headers, scrolling sideways on narrow screens.
 */
export const tableSection = css`
  overflow-x: auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
