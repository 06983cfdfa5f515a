import styled from 'styled-components';

const StyledQuestion = styled.p`
  align-self: flex-end;
  max-width: 85%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export type UserMessageProps = { content: string };

/** A message the user sent, as they typed it (spec 001 §3 "Chat message"). */
export function UserMessage({ content }: UserMessageProps) {
  return (
    <StyledQuestion>
      <span className="visually-hidden">You: </span>
      {content}
    </StyledQuestion>
  );
}
