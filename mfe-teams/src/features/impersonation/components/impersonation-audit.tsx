import styled from 'styled-components';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useGetImpersonationAuditQuery, type ImpersonationAuditEntry } from '../api/get-impersonation-audit';

const ACTIONS: Record<ImpersonationAuditEntry['action'], string> = {
  start: 'Started',
  stop: 'Stopped',
  expired: 'Expired',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const StyledSection = styled.section`
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
  td:nth-child(4) {
    overflow-wrap: anywhere;
  }
`;

function AuditTable({ entries }: { entries: ImpersonationAuditEntry[] }) {
  if (entries.length === 0) return <p>No impersonations yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Action</th>
          <th scope="col">Superuser</th>
          <th scope="col">User</th>
          <th scope="col">Reason</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{ACTIONS[entry.action]}</td>
            <td>{entry.superuser_email}</td>
            <td>{entry.user_email}</td>
            <td>{entry.reason}</td>
            <td>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Recent impersonations (spec 001 §6; issue 13): the audit of every start, stop and expiry,
 * newest first, with who acted, as whom, why and when.
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
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </StyledSection>
  );
}
