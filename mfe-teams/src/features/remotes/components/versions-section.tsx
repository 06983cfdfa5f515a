import styled from 'styled-components';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import type { RemoteState } from '../api/get-remote-registry-state';
import { StyledIntro, StyledTableCard } from './table-card';
import { VersionsTable } from './versions-table';

export type VersionsSectionProps = { remotes: RemoteState[] };

const StyledDetails = styled.details`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  summary:focus-visible {
    ${focusRing(2)}
  }
  table {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/** "1 version" or "n versions". */
const versionsCount = (count: number) => (count === 1 ? '1 version' : `${count} versions`);

/**
 * "Versions" (issue 34 items 2 and 4): each remote's versions behind a disclosure of its own,
 * newest first, with where each comes from, its state, the last hour's loads and Activate.
 */
export function VersionsSection({ remotes }: VersionsSectionProps) {
  return (
    <StyledTableCard aria-labelledby="remote-versions-title">
      <h2 id="remote-versions-title">Versions</h2>
      <StyledIntro>
        Every version of each remote, newest first, and how it loaded in the last hour.
      </StyledIntro>
      {remotes.map((remote) => (
        <StyledDetails key={remote.name}>
          <summary>{`${remote.name}: ${versionsCount(remote.versions.length)}, ${remote.active_version} active`}</summary>
          <VersionsTable remote={remote} />
        </StyledDetails>
      ))}
    </StyledTableCard>
  );
}
