import styled, { keyframes } from 'styled-components';
import { useCyclingText } from '../hooks/use-cycling-text';

const pulse = keyframes`50% { opacity: 0.5; }`;

const StyledLoadingText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export type LoadingTextProps = { texts: readonly string[] };

/** What the panel says while it waits for an answer: the next of `texts` every 2 s (spec 001 §9). */
export function LoadingText({ texts }: LoadingTextProps) {
  return <StyledLoadingText>{useCyclingText(texts)}</StyledLoadingText>;
}
