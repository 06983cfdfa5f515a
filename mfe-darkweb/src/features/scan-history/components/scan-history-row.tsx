import { useId, useState } from 'react';
import styled from 'styled-components';
import { riskLevel } from '@lifeguard/contracts/darkweb';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { Link } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { RiskBadge } from '../../../components/risk-badge';
import { formatScanDate } from '../../../lib/format-date';
import { useBreachEntries } from '../hooks/use-breach-entries';
import { BreachEntriesPanel } from './breach-entries-panel';
import { ScanDetails } from './scan-details';

export type ScanHistoryRowProps = {
  scan: DarkWebScan;
  /** Open at first, without fetching its entries (the newest scan). */
  defaultExpanded: boolean;
  /** Superusers get a link to the admin page of the scan result (spec 001 §2). */
  isSuperuser: boolean;
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledExpanded = styled.td`
  background: ${({ theme }) => theme.color.surfaceMuted};
  > div {
    ${stack('md')}
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.sm} 0 0`};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/**
 * One scan of the history (spec 001 §2): date, results, risk and breach sources, and a Details
 * toggle (aria-expanded) opening its details and breach entries. Opening it fetches the entries
 * (spec 001 §4 "lazily on expand"); the newest row starts open without fetching them, so the
 * Load Breach Entries button (spec 001 §8) fetches them when wanted.
 */
export function ScanHistoryRow({ scan, defaultExpanded, isSuperuser }: ScanHistoryRowProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const entries = useBreachEntries(scan);
  const detailsId = useId();
  const date = formatScanDate(scan.created_at);
  const owner = `the scan of ${date}`;

  const handleToggle = () => {
    if (!expanded) entries.load();
    setExpanded(!expanded);
  };

  return (
    <>
      <tr>
        <td>
          <time dateTime={scan.created_at}>{date}</time>
        </td>
        <td>{scan.total_results}</td>
        <td>
          <RiskBadge level={riskLevel(scan.total_results)} />
        </td>
        <td>{scan.databases.length}</td>
        <td>
          <StyledActions>
            <Button
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={`Details of ${owner}`}
              onClick={handleToggle}
            >
              Details
            </Button>
            {isSuperuser && scan.id !== null ? (
              <Link to={hrefs.adminScan(scan.id)} aria-label={`Admin page of ${owner}`}>
                Admin
              </Link>
            ) : null}
          </StyledActions>
        </td>
      </tr>
      <tr id={detailsId} hidden={!expanded}>
        {expanded ? (
          <StyledExpanded colSpan={5}>
            <div>
              <ScanDetails scan={scan} owner={owner} />
              <h3>Breach entries</h3>
              <BreachEntriesPanel
                state={entries.state}
                onLoad={entries.load}
                label={`Breach entries of ${owner}`}
              />
            </div>
          </StyledExpanded>
        ) : null}
      </tr>
    </>
  );
}
