import styled from 'styled-components';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import type { ThreatEvent } from '../api/get-threat-events';
import { explainThreat, explainTitle } from '../utils/explain-threat';

const StyledExplainButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.infoBg};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

export type ExplainButtonProps = { event: ThreatEvent };

/**
 * The Explain action of a timeline event (issue 12): opens the chat panel, which explains the
 * threat in plain words. Its accessible name names the threat ('Explain: Phishing attempt: …').
 */
export function ExplainButton({ event }: ExplainButtonProps) {
  const title = explainTitle(event);
  return (
    <StyledExplainButton
      type="button"
      aria-label={`Explain: ${title}`}
      onClick={() => explainThreat(event, title)}
    >
      Explain
    </StyledExplainButton>
  );
}
