import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { answerBlocks } from '../utils/answer-blocks';
import { LinkedText } from './linked-text';

const StyledAnswerText = styled.div`
  ${stack('sm')}
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const List = styled.ul``;

export type AnswerTextProps = { text: string };

/**
 * The agent's plain-text answer as paragraphs, '- ' bullet lists and '1. ' numbered lists
 * (issue 12). Rendered as text nodes only: whatever the answer holds, nothing in it becomes
 * markup, but for the links to the help centre articles it cites (issue 33 item 1, LinkedText).
 */
export function AnswerText({ text }: AnswerTextProps) {
  return (
    <StyledAnswerText>
      {answerBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            <LinkedText text={block.text} />
          </p>
        ) : (
          <List key={index} as={block.ordered ? 'ol' : 'ul'}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <LinkedText text={item} />
              </li>
            ))}
          </List>
        ),
      )}
    </StyledAnswerText>
  );
}
