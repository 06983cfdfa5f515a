import { useId } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { useGetAgentHistoryQuery } from '../api/get-agent-history';
import { CHAT_ERRORS } from '../utils/chat-texts';
import { recentQuestions } from '../utils/recent-questions';
import { QuestionList } from './question-list';

const StyledRecent = styled.section`
  ${stack('xs')}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How many executions are read to find the recent questions. */
const HISTORY_PAGE_SIZE = 20;

export type RecentQuestionsProps = { onAsk: (question: string) => void };

/**
 * The user's own recent questions (GET /agents/history/, spec 001 §7), to ask one again; nothing
 * while loading or when there are none, and 'Failed to fetch execution history' (spec 001 §8)
 * when the history cannot be read.
 */
export function RecentQuestions({ onAsk }: RecentQuestionsProps) {
  const headingId = useId();
  const { data, isError } = useGetAgentHistoryQuery({ pageSize: HISTORY_PAGE_SIZE });
  if (isError) return <StyledNote>{CHAT_ERRORS.historyFailed}</StyledNote>;
  const questions = recentQuestions(data?.results ?? []);
  if (questions.length === 0) return null;
  return (
    <StyledRecent aria-labelledby={headingId}>
      <h3 id={headingId}>Your recent questions</h3>
      <QuestionList questions={questions} onAsk={onAsk} />
    </StyledRecent>
  );
}
