import type { RemoteAuditEntry } from '@lifeguard/contracts/schemas/remote-registry';
import styled from 'styled-components';
import { StatusBadge } from '../../../components/status-badge';
import { dateTime } from '../../../components/table-section';
import { actorLabel, AUDIT_ACTION_LABELS, percentLabel } from '../utils/registry-words';

export type AuditRowProps = { entry: RemoteAuditEntry };

const StyledRow = styled.tr<{ $warning: boolean }>`
  background: ${({ theme, $warning }) => ($warning ? theme.color.warningBg : 'transparent')};
  > :first-child {
    border-left: ${({ theme, $warning }) => ($warning ? `4px solid ${theme.color.warning}` : 'none')};
    padding-left: ${({ theme, $warning }) => ($warning ? theme.space.sm : '0')};
  }
`;

/**
 * One change of the registry's audit (issue 34): time, remote, the action in words, version,
 * from version, share (%), who ('Lifeguard (automatic)' for the server itself) and detail. An
 * automatic rollback of a failing canary is tinted and badged as a warning, so it is not missed.
 */
export function AuditRow({ entry }: AuditRowProps) {
  const automatic = entry.action === 'auto_rolled_back';
  const action = AUDIT_ACTION_LABELS[entry.action];
  return (
    <StyledRow $warning={automatic}>
      <td>
        <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
      </td>
      <td>{entry.remote}</td>
      <td>{automatic ? <StatusBadge tone="warning">{action}</StatusBadge> : action}</td>
      <td>{entry.version ?? '—'}</td>
      <td>{entry.from_version ?? '—'}</td>
      <td>{entry.percent === null ? '—' : percentLabel(entry.percent)}</td>
      <td>{actorLabel(entry.actor)}</td>
      <td>{entry.detail || '—'}</td>
    </StyledRow>
  );
}
