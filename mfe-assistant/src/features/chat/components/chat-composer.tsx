import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_AGENT_MESSAGE_LENGTH } from '@lifeguard/contracts/agents';
import { Button } from '@lifeguard/shared/ui/button';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';

const StyledComposer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledInput = styled.textarea`
  flex: 1;
  min-height: ${({ theme }) => theme.space.xxl};
  max-height: ${({ theme }) => theme.breachPanelMaxHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    ${focusRing(1)}
  }
`;

export type ChatComposerProps = {
  /** A run is going: Send waits (one request at a time), typing goes on. */
  busy: boolean;
  /** Called with the typed text; answers whether it was sent, and only then is the input cleared. */
  onSend: (text: string) => boolean;
};

/**
 * The message input (spec 001 §5): labelled, focused when the conversation opens; Enter sends,
 * Shift+Enter starts a new line; Send is disabled while the input is empty or only whitespace,
 * which is never sent. At most 4,000 characters (the server's limit).
 */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const blank = text.trim() === '';

  useEffect(() => inputRef.current?.focus(), []);

  const submit = () => {
    if (!blank && !busy && onSend(text)) setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <StyledComposer onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message to Lifeguard
      </label>
      <StyledInput
        id={inputId}
        ref={inputRef}
        rows={2}
        value={text}
        maxLength={MAX_AGENT_MESSAGE_LENGTH}
        placeholder="Ask a question…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <Button type="submit" disabled={blank || busy}>
        Send
      </Button>
    </StyledComposer>
  );
}
