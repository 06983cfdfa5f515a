import styled from 'styled-components';
import type { RemoteVersionEntry } from '@lifeguard/contracts/schemas/remote-registry';
import { StatusBadge } from '../../../components/status-badge';
import type { RemoteState } from '../api/get-remote-registry-state';
import { percentLabel, statsLabels } from '../utils/registry-words';
import { ActivateAction } from './activate-action';
import { VersionSource } from './version-source';

export type VersionRowProps = {
  remote: RemoteState;
  entry: RemoteVersionEntry;
  /** The id of the note turning Activate off (env override), else null. */
  lockedBy: string | null;
};

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * One version of a remote (issue 34 items 2 and 4): its label, source, manifest URL, badges
 * (Active, Canary n %, Previous), the last hour's loads, failure rate and p75 ('—' with no
 * loads), and Activate on any version but the active one.
 */
export function VersionRow({ remote, entry, lockedBy }: VersionRowProps) {
  const active = entry.version === remote.active_version;
  const canary = remote.canary?.version === entry.version ? remote.canary : null;
  const stats = statsLabels(entry.stats);
  return (
    <tr>
      <th scope="row">{entry.version}</th>
      <td>
        <VersionSource entry={entry} />
      </td>
      <td>
        <code>{entry.manifest_url}</code>
      </td>
      <td>
        <StyledBadges>
          {active ? <StatusBadge tone="success">Active</StatusBadge> : null}
          {canary ? <StatusBadge tone="info">{`Canary ${percentLabel(canary.percent)}`}</StatusBadge> : null}
          {remote.previous_version === entry.version ? (
            <StatusBadge tone="neutral">Previous</StatusBadge>
          ) : null}
        </StyledBadges>
      </td>
      <td>{stats.loads}</td>
      <td>{stats.failureRate}</td>
      <td>{stats.p75}</td>
      <td>
        {active ? null : <ActivateAction remote={remote} version={entry.version} lockedBy={lockedBy} />}
      </td>
    </tr>
  );
}
