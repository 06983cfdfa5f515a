import { protectionScore, type ScoredIntegration } from '@lifeguard/contracts/protection-score';
import styled from 'styled-components';
import { progressColour, type ProgressColour } from '../utils/protection-score';

export type ProtectionProgressProps = { integrations: readonly ScoredIntegration[] };

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledFill = styled.div<{ $colour: ProgressColour }>`
  height: 100%;
  background: ${({ theme, $colour }) => theme.progress[$colour]};
  transition: width 0.4s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledCaption = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The protection progress bar (spec 001 §9): the score as a bar coloured amber while a required
 * integration is incomplete, then green at 100, blue from 75, yellow from 50.
 */
export function ProtectionProgress({ integrations }: ProtectionProgressProps) {
  const score = protectionScore(integrations);
  const colour = progressColour(integrations);
  return (
    <div>
      <StyledCaption aria-hidden="true">
        <span>Protection</span>
        <span>{score}%</span>
      </StyledCaption>
      <StyledTrack
        role="progressbar"
        aria-label="Protection progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
      >
        <StyledFill $colour={colour} data-colour={colour} style={{ width: `${score}%` }} />
      </StyledTrack>
    </div>
  );
}
