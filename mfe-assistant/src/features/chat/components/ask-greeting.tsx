import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { ASK_GREETING } from '../utils/chat-texts';
import { QuestionList } from './question-list';
import { RecentQuestions } from './recent-questions';

const StyledGreeting = styled.div`
  ${stack('sm')}
  p {
    margin: 0;
  }
`;

export type AskGreetingProps = {
  /** Called with an example question, which is sent as the user's message. */
  onAsk: (question: string) => void;
};

/**
 * The greeting of a general conversation ('Ask Lifeguard', issue 12) with example questions and
 * the user's recent ones.
 */
export function AskGreeting({ onAsk }: AskGreetingProps) {
  return (
    <StyledGreeting>
      <p>
        <strong>{ASK_GREETING.title}</strong>
      </p>
      <p>{ASK_GREETING.text}</p>
      <QuestionList aria-label="Example questions" questions={ASK_GREETING.examples} onAsk={onAsk} />
      <RecentQuestions onAsk={onAsk} />
    </StyledGreeting>
  );
}
