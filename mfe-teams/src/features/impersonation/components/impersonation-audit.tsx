import styled from 'styled-components';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import { dateTime, tableSection } from '../../../components/table-section';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useGetImpersonationAuditQuery, type ImpersonationAuditEntry } from '../api/get-impersonation-audit';

/** The table's column headings. */
const COLUMNS = ['Action', 'Superuser', 'User', 'Reason', 'Request', 'Time'];

const ACTIONS: Record<ImpersonationAuditEntry['action'], string> = {
  start: 'Started',
  stop: 'Stopped',
  expired: 'Expired',
  write: 'Changed',
  refused: 'Refused',
  breach_read: 'Viewed breach data',
  support_answered: 'Answered support request',
};

const StyledSection = styled.section`
  ${tableSection}
  td:nth-child(4),
  td:nth-child(5) {
    overflow-wrap: anywhere;
  }
`;

function AuditTable({ entries }: { entries: ImpersonationAuditEntry[] }) {
  if (entries.length === 0) return <p>No impersonations yet.</p>;
  return (
    <table>
      <TableHead columns={COLUMNS} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{ACTIONS[entry.action]}</td>
            <td>{entry.superuser_email}</td>
            <td>{entry.user_email}</td>
            <td>{entry.reason}</td>
            <td>{entry.request ?? ''}</td>
            <td>
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Recent impersonations (spec 001 §6; issue 13): the staff audit of every start, stop and
 * expiry, every write made or refused while impersonating, and every breach-data read (issue
 * 30), newest first, with who acted, as whom, why, which call and when.
 */
export function ImpersonationAudit() {
  const query = useGetImpersonationAuditQuery();
  return (
    <StyledSection aria-labelledby="impersonation-audit-title">
      <h2 id="impersonation-audit-title">Recent impersonations</h2>
      {query.isLoading ? (
        <Skeleton label="Loading recent impersonations..." />
      ) : hasStatus(query.error, 403) ? (
        <NoAccess />
      ) : query.data ? (
        <AuditTable entries={query.data} />
      ) : (
        <LoadError
          title="Unable to load recent impersonations."
          message="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </StyledSection>
  );
}
