import styled from 'styled-components';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { tableSection } from '../../../components/table-section';
import { checkRemoteAgain } from '../api/check-remote';
import { useGetRemoteRegistryQuery, type RemoteRegistryEntry } from '../api/get-remote-registry';
import { useChecksSummary } from '../hooks/use-checks-summary';
import { RemoteRow } from './remote-row';

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${tableSection}
  tbody th {
    color: ${({ theme }) => theme.color.text};
  }
  td:nth-child(3) {
    overflow-wrap: anywhere;
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
  p {
    margin: 0 0 0 auto;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

type RemotesTableProps = { remotes: RemoteRegistryEntry[]; onCheckAgain: () => void };

function RemotesTable({ remotes, onCheckAgain }: RemotesTableProps) {
  const summary = useChecksSummary(remotes.map(({ entry }) => entry));
  return (
    <StyledSection aria-labelledby="remote-registry-title">
      <StyledToolbar>
        <h2 id="remote-registry-title">Remote registry</h2>
        <p role="status">{summary}</p>
        <Button variant="secondary" onClick={onCheckAgain}>
          Check again
        </Button>
      </StyledToolbar>
      <table aria-labelledby="remote-registry-title">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Manifest URL</th>
            <th scope="col">Status</th>
            <th scope="col">Load time</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((remote) => (
            <RemoteRow key={remote.name} remote={remote} />
          ))}
        </tbody>
      </table>
    </StyledSection>
  );
}

/**
 * The Remotes page's content (issue 18): every remote of the registry the shell loads
 * (/app/remotes.json, read afresh) with its version and manifest URL, and whether this browser
 * reaches the manifest and in how many ms. Check again reads the registry and measures every
 * remote anew. A placeholder while the registry loads, else an error with Try Again.
 */
export function RemoteRegistryContent() {
  const dispatch = useAppDispatch();
  const registry = useGetRemoteRegistryQuery();
  if (registry.isLoading) return <Skeleton count={2} label="Loading the remotes..." />;
  if (!registry.data) {
    return (
      <LoadError
        title="Unable to load the remote registry."
        onRetry={() => void registry.refetch()}
        retrying={registry.isFetching}
      />
    );
  }
  const handleCheckAgain = () => {
    void registry.refetch();
    for (const { entry } of registry.data ?? []) void dispatch(checkRemoteAgain(entry));
  };
  return <RemotesTable remotes={registry.data} onCheckAgain={handleCheckAgain} />;
}
