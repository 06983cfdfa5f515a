import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import type { AgentMessage } from '../utils/conversation';
import { AnswerError } from './answer-error';
import { AnswerFeedback } from './answer-feedback';
import { AnswerText } from './answer-text';
import { LoadingText } from './loading-text';
import { StreamingUpdates } from './streaming-updates';
import { ToolProgressList } from './tool-progress-list';

const StyledAnswer = styled.div`
  ${stack('sm')}
  align-self: stretch;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
`;

export type AgentAnswerProps = { answer: AgentMessage; loadingTexts: readonly string[] };

/**
 * One answer of the agent (spec 001 §3 "Chat message", §4): its tool progress rows, the cycling
 * loading text until the first words arrive, the answer as it streams, the latest streaming
 * updates while it runs, what went wrong if it failed, and thumbs up/down once completed.
 */
export function AgentAnswer({ answer, loadingTexts }: AgentAnswerProps) {
  const running = answer.status === 'running';
  return (
    <StyledAnswer>
      <span className="visually-hidden">Lifeguard:</span>
      {answer.tools.length > 0 ? <ToolProgressList tools={answer.tools} /> : null}
      {running && !answer.content ? <LoadingText texts={loadingTexts} /> : null}
      {answer.content ? <AnswerText text={answer.content} /> : null}
      {running && answer.updates.length > 0 ? <StreamingUpdates updates={answer.updates} /> : null}
      {answer.error ? <AnswerError text={answer.error} /> : null}
      {answer.status === 'completed' && answer.executionId ? (
        <AnswerFeedback executionId={answer.executionId} />
      ) : null}
    </StyledAnswer>
  );
}
