import { useId } from 'react';
import styled from 'styled-components';
import type { ClientSyncProgress } from '../api/get-gmail-sync-progress';

export type SyncProgressBarProps = { sync: ClientSyncProgress };

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  align-self: stretch;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 0.4s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
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
      <StyledTrack
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={counted ? sync.percent : undefined}
        aria-valuetext={counted ? scanned : 'Counting your messages'}
      >
        <StyledFill style={{ width: `${counted ? sync.percent : 0}%` }} />
      </StyledTrack>
      <StyledCounts>
        <span>{counted ? scanned : 'Counting your messages...'}</span>
        <span>{threatsSoFar(sync.threats_found)}</span>
      </StyledCounts>
    </StyledProgress>
  );
}
