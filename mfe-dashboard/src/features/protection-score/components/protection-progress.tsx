import { protectionScore, type ScoredIntegration } from '@lifeguard/contracts/protection-score';
import styled from 'styled-components';
import { ProgressBar } from '@lifeguard/shared/ui/progress-bar';
import { progressColour } from '../utils/protection-score';

export type ProtectionProgressProps = { integrations: readonly ScoredIntegration[] };

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
  return (
    <div>
      <StyledCaption aria-hidden="true">
        <span>Protection</span>
        <span>{score}%</span>
      </StyledCaption>
      <ProgressBar label="Protection progress" percent={score} colour={progressColour(integrations)} />
    </div>
  );
}
