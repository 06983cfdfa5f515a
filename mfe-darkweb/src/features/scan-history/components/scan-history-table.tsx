import { useId } from 'react';
import styled from 'styled-components';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import { ScanHistoryRow } from './scan-history-row';

/** The table's column headings. */
const COLUMNS = ['Date', 'Results', 'Risk', 'Databases'];

/** Texts of spec 001 §8 "Scan page: empty history". */
export const NO_HISTORY_TITLE = 'No scan history found';
export const NO_HISTORY_TEXT = "You haven't performed any dark web scans yet.";

export type ScanHistoryTableProps = {
  /** Newest first, as the server lists them. */
  scans: DarkWebScan[];
  isSuperuser: boolean;
};

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
`;

const StyledEmpty = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The scan history (spec 001 §2): one expandable row per scan, newest first and open; or the
 * empty state of spec 001 §8 with a pointer to Start New Scan.
 */
export function ScanHistoryTable({ scans, isSuperuser }: ScanHistoryTableProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <h2 id={titleId}>Scan history</h2>
      {scans.length === 0 ? (
        <StyledEmpty>
          <h3>{NO_HISTORY_TITLE}</h3>
          <p>{NO_HISTORY_TEXT}</p>
          <p>Start New Scan looks for your email, name and phone number in known data breaches.</p>
        </StyledEmpty>
      ) : (
        <StyledTable aria-labelledby={titleId}>
          <TableHead columns={COLUMNS} actions />
          <tbody>
            {scans.map((scan, index) => (
              <ScanHistoryRow
                key={scan.id ?? scan.created_at}
                scan={scan}
                defaultExpanded={index === 0}
                isSuperuser={isSuperuser}
              />
            ))}
          </tbody>
        </StyledTable>
      )}
    </StyledSection>
  );
}
