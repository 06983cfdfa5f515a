import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';
import type { RemoteRegistryState, RemoteState } from '../api/get-remote-registry-state';
import { useChecksSummary } from '../hooks/use-checks-summary';
import { canaryRuleSentence } from '../utils/registry-words';
import { RemoteRow } from './remote-row';
import { StyledMuted, StyledTableCard } from './table-card';

/** The table's column headings. */
const COLUMNS = ['Remote', 'Active version', 'Canary', 'This browser loads', 'Status', 'Load time'];

export type RemotesSectionProps = {
  remotes: RemoteState[];
  /** What this browser loads (/app/remotes.json). */
  loaded: RemoteRegistryEntry[];
  canaryRule: RemoteRegistryState['canary_rule'];
  onCheckAgain: () => void;
};

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
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

/**
 * The "Remote registry" table (issue 34 item 2, issue 18): per remote its active version (and
 * an env override that wins), its canary, what this browser loads and whether it reaches it,
 * and Roll back, Canary… and End canary. Check again reads everything and measures anew; the
 * canary rule is said under the table.
 */
export function RemotesSection({ remotes, loaded, canaryRule, onCheckAgain }: RemotesSectionProps) {
  const summary = useChecksSummary(loaded.map(({ entry }) => entry));
  return (
    <StyledTableCard aria-labelledby="remote-registry-title">
      <StyledToolbar>
        <h2 id="remote-registry-title">Remote registry</h2>
        <p role="status">{summary}</p>
        <Button variant="secondary" onClick={onCheckAgain}>
          Check again
        </Button>
      </StyledToolbar>
      {remotes.length === 0 ? (
        <p>No remotes yet.</p>
      ) : (
        <table aria-labelledby="remote-registry-title">
          <TableHead columns={COLUMNS} actions />
          <tbody>
            {remotes.map((remote) => (
              <RemoteRow
                key={remote.name}
                remote={remote}
                loaded={loaded.find(({ name }) => name === remote.name)}
              />
            ))}
          </tbody>
        </table>
      )}
      <StyledMuted as="p">{canaryRuleSentence(canaryRule)}</StyledMuted>
    </StyledTableCard>
  );
}
