import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type QuestionListProps = {
  questions: readonly string[];
  /** Called with the question picked, which is sent as the user's message. */
  onAsk: (question: string) => void;
  /** The list's accessible name, when no heading names it. */
  'aria-label'?: string;
};

/** Questions the user can ask with one press: the greeting's examples and recent questions. */
export function QuestionList({ questions, onAsk, 'aria-label': label }: QuestionListProps) {
  return (
    <StyledList aria-label={label}>
      {questions.map((question) => (
        <li key={question}>
          <Button variant="secondary" onClick={() => onAsk(question)}>
            {question}
          </Button>
        </li>
      ))}
    </StyledList>
  );
}
