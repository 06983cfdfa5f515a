import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { dateTime } from '../../../components/table-section';
import type { AdminScan } from '../api/get-admin-scan';

export type ScanSummaryProps = { adminScan: AdminScan };

const StyledSummary = styled.dl`
  ${cardSurface}
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The stored scan's facts (issue 13): owner, date, total results, entries stored, sources. */
export function ScanSummary({ adminScan: { owner, scan, entries_count } }: ScanSummaryProps) {
  return (
    <StyledSummary aria-label="Scan summary">
      <dt>Owner</dt>
      <dd>
        {owner.display_name} ({owner.email})
      </dd>
      <dt>Date</dt>
      <dd>
        <time dateTime={scan.created_at}>{dateTime.format(new Date(scan.created_at))}</time>
      </dd>
      <dt>Total results</dt>
      <dd>{scan.total_results}</dd>
      <dt>Breach entries stored</dt>
      <dd>{entries_count}</dd>
      <dt>Sources</dt>
      <dd>{scan.databases.length > 0 ? scan.databases.join(', ') : 'None'}</dd>
    </StyledSummary>
  );
}
