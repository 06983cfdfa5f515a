import styled from 'styled-components';
import { answerBlocks } from '../utils/answer-blocks';

const StyledAnswerText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

export type AnswerTextProps = { text: string };

/**
 * The agent's plain-text answer as paragraphs and '- ' bullet lists (issue 12). Rendered as text
 * nodes only: whatever the answer holds, nothing in it becomes markup.
 */
export function AnswerText({ text }: AnswerTextProps) {
  return (
    <StyledAnswerText>
      {answerBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </StyledAnswerText>
  );
}
