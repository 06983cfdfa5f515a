import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { FactList } from '@lifeguard/shared/ui/fact-list';
import { dateTime } from '../../../components/table-section';
import type { AdminScan } from '../api/get-admin-scan';

export type ScanSummaryProps = { adminScan: AdminScan };

const StyledSummary = styled(FactList)`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
`;

/** The stored scan's facts (issue 13): owner, date, total results, entries stored, sources. */
export function ScanSummary({ adminScan: { owner, scan, entries_count } }: ScanSummaryProps) {
  return (
    <StyledSummary
      ariaLabel="Scan summary"
      facts={[
        { term: 'Owner', value: `${owner.display_name} (${owner.email})` },
        {
          term: 'Date',
          value: <time dateTime={scan.created_at}>{dateTime.format(new Date(scan.created_at))}</time>,
        },
        { term: 'Total results', value: scan.total_results },
        { term: 'Breach entries stored', value: entries_count },
        { term: 'Sources', value: scan.databases.length > 0 ? scan.databases.join(', ') : 'None' },
      ]}
    />
  );
}
