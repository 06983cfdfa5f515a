import styled from 'styled-components';
import { ringTone, type RingTone } from '../utils/protection-score';

export type ProtectionRingProps = { score: number };

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const StyledFigure = styled.figure`
  position: relative;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.scoreRing};
  height: ${({ theme }) => theme.scoreRing};
  margin: 0;
  svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
`;

const StyledTrack = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.color.surfaceMuted};
  stroke-width: 8;
`;

const StyledArc = styled.circle<{ $tone: RingTone }>`
  fill: none;
  stroke: ${({ theme, $tone }) => ($tone === 'complete' ? theme.color.success : theme.color.warning)};
  stroke-width: 8;
  stroke-linecap: round;
  transition: stroke-dashoffset 0.6s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledValue = styled.figcaption`
  display: grid;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/**
 * The circular protection score (spec 001 §2, §9): an arc of `score` percent, green at 100,
 * otherwise the warning colour. Read by screen readers as one image, 'Protection score 60%'.
 */
export function ProtectionRing({ score }: ProtectionRingProps) {
  const offset = CIRCUMFERENCE * (1 - score / 100);
  return (
    <StyledFigure role="img" aria-label={`Protection score ${score}%`}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <StyledTrack cx="50" cy="50" r={RADIUS} />
        <StyledArc
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          $tone={ringTone(score)}
          data-tone={ringTone(score)}
        />
      </svg>
      <StyledValue aria-hidden="true">
        {score}%<small>protected</small>
      </StyledValue>
    </StyledFigure>
  );
}
