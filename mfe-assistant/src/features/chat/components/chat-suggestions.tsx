import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';

const StyledSuggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export type ChatSuggestionsProps = {
  /** Called with the suggestion's text, which is sent as the user's next message. */
  onPick: (suggestion: string) => void;
};

/** The three follow-up questions offered after an explanation (spec 001 §9), in order. */
export function ChatSuggestions({ onPick }: ChatSuggestionsProps) {
  return (
    <StyledSuggestions role="group" aria-label="Suggested questions">
      {CHAT_SUGGESTIONS.map((suggestion) => (
        <Button key={suggestion} variant="secondary" onClick={() => onPick(suggestion)}>
          {suggestion}
        </Button>
      ))}
    </StyledSuggestions>
  );
}
