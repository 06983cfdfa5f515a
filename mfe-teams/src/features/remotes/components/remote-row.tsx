import styled from 'styled-components';
import { StatusBadge } from '../../../components/status-badge';
import { useCheckRemoteQuery } from '../api/check-remote';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';

export type RemoteRowProps = { remote: RemoteRegistryEntry };

const StyledProblem = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One remote of the registry (issue 18): name, version and manifest URL, then whether this
 * browser reaches its manifest ('Reachable', or 'Unreachable' with the HTTP status or error)
 * and how long the manifest took to load; 'Checking...' while it is being measured.
 */
export function RemoteRow({ remote }: RemoteRowProps) {
  const { data: check, isFetching } = useCheckRemoteQuery(remote.entry);
  const measured = isFetching ? undefined : check;
  return (
    <tr>
      <th scope="row">{remote.name}</th>
      <td>{remote.version}</td>
      <td>
        <code>{remote.entry}</code>
      </td>
      <td>
        {!measured ? (
          <StatusBadge tone="neutral">Checking...</StatusBadge>
        ) : measured.reachable ? (
          <StatusBadge tone="success">Reachable</StatusBadge>
        ) : (
          <>
            <StatusBadge tone="danger">Unreachable</StatusBadge>
            <StyledProblem>{measured.problem}</StyledProblem>
          </>
        )}
      </td>
      <td>{measured ? `${measured.ms.toLocaleString()} ms` : '—'}</td>
    </tr>
  );
}
