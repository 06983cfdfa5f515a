import styled from 'styled-components';
import { SETUP_TICK_MS } from '../hooks/use-setup-progress';

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width ${SETUP_TICK_MS}ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledPercent = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type SetupProgressBarProps = { label: string; percent: number };

/** An accessible progress bar (role progressbar, 0–100) with its percentage below. */
export function SetupProgressBar({ label, percent }: SetupProgressBarProps) {
  return (
    <div>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <StyledFill style={{ width: `${percent}%` }} />
      </StyledTrack>
      <StyledPercent aria-hidden="true">{percent}%</StyledPercent>
    </div>
  );
}
