import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { ASK_GREETING } from '../utils/chat-texts';
import { RecentQuestions } from './recent-questions';

const StyledGreeting = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const StyledExamples = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
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
      <StyledExamples aria-label="Example questions">
        {ASK_GREETING.examples.map((question) => (
          <li key={question}>
            <Button variant="secondary" onClick={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </StyledExamples>
      <RecentQuestions onAsk={onAsk} />
    </StyledGreeting>
  );
}
