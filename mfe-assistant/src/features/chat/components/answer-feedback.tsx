import { useState } from 'react';
import styled from 'styled-components';
import { track } from '@lifeguard/shared/analytics/track';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { useSubmitAgentFeedbackMutation } from '../api/submit-agent-feedback';
import { CHAT_ERRORS } from '../utils/chat-texts';
import { errorClassOf } from '../utils/error-class';
import { ThumbIcon } from './thumb-icon';

const StyledFeedback = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledThumb = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledError = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

export type AnswerFeedbackProps = { executionId: string };

/**
 * Thumbs up and down on one answer (issue 12, spec 001 §7): POST /agents/feedback/{id}/; the
 * pressed one shows at once and the user can change it (the server keeps the latest). A failed
 * call puts the previous choice back and says 'Failed to submit feedback' (spec 001 §8).
 */
export function AnswerFeedback({ executionId }: AnswerFeedbackProps) {
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitFeedback] = useSubmitAgentFeedbackMutation();

  const handleRate = async (choice: boolean) => {
    const previous = helpful;
    setHelpful(choice);
    setFailed(false);
    try {
      await submitFeedback({ executionId, helpful: choice }).unwrap();
      track('chat feedback submitted', { execution_id: executionId, helpful: choice });
    } catch (error) {
      setHelpful(previous);
      setFailed(true);
      track('chat error', { error_class: errorClassOf(error), message: CHAT_ERRORS.feedbackFailed });
    }
  };

  return (
    <StyledFeedback role="group" aria-label="Was this answer helpful?">
      <StyledThumb type="button" aria-pressed={helpful === true} onClick={() => void handleRate(true)}>
        <ThumbIcon /> Helpful
      </StyledThumb>
      <StyledThumb type="button" aria-pressed={helpful === false} onClick={() => void handleRate(false)}>
        <ThumbIcon down /> Not helpful
      </StyledThumb>
      {failed ? <StyledError role="alert">{CHAT_ERRORS.feedbackFailed}</StyledError> : null}
    </StyledFeedback>
  );
}
