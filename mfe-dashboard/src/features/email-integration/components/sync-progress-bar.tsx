import { useId } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { ProgressBar } from '@lifeguard/shared/ui/progress-bar';
import type { ClientSyncProgress } from '../api/get-gmail-sync-progress';

export type SyncProgressBarProps = { sync: ClientSyncProgress };

const StyledProgress = styled.div`
  ${stack('xs')}
  align-self: stretch;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledCounts = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const count = new Intl.NumberFormat();

/** 'N threats found so far', singular for one. */
function threatsSoFar(threats: number): string {
  return `${count.format(threats)} ${threats === 1 ? 'threat' : 'threats'} found so far`;
}

/**
 * A mailbox sync under way (issue 14): a progress bar of the messages scanned out of the total
 * (percent 0–100, its value text 'Scanned N of M messages'), and the threats found so far. While
 * the total is not known yet the bar has no value (indeterminate).
 */
export function SyncProgressBar({ sync }: SyncProgressBarProps) {
  const titleId = useId();
  const counted = sync.total > 0;
  const scanned = `Scanned ${count.format(sync.processed)} of ${count.format(sync.total)} messages`;
  return (
    <StyledProgress>
      <h3 id={titleId}>Scanning your mailbox</h3>
      <p>This page updates by itself. You can leave it; the scan carries on.</p>
      <ProgressBar
        labelledBy={titleId}
        percent={counted ? sync.percent : undefined}
        valueText={counted ? scanned : 'Counting your messages'}
      />
      <StyledCounts>
        <span>{counted ? scanned : 'Counting your messages...'}</span>
        <span>{threatsSoFar(sync.threats_found)}</span>
      </StyledCounts>
    </StyledProgress>
  );
}
