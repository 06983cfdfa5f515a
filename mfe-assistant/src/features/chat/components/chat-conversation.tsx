import styled from 'styled-components';
import type { ChatPanelRequest } from '@lifeguard/shared/layout/chat-panel';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { useConversation } from '../hooks/use-conversation';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { LOADING_TEXTS } from '../utils/chat-texts';
import { AgentAnswer } from './agent-answer';
import { AskGreeting } from './ask-greeting';
import { ChatComposer } from './chat-composer';
import { ChatSuggestions } from './chat-suggestions';
import { UserMessage } from './user-message';

const StyledConversation = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const StyledLog = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-height: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  &:focus-visible {
    ${focusRing(-3)}
  }
`;

export type ChatConversationProps = { request: ChatPanelRequest };

/**
 * One conversation of the chat panel (spec 001 §2, §4, §9; issue 12): the messages in a log that
 * announces new ones politely and keeps to the bottom within 100 px, the greeting with example
 * questions of a general conversation, the three suggestions once a threat is explained, and the
 * message input.
 */
export function ChatConversation({ request }: ChatConversationProps) {
  const chat = useConversation(request);
  const scroll = useStickToBottom<HTMLDivElement>(chat.messages);
  return (
    <StyledConversation>
      <StyledLog
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        role="log"
        aria-live="polite"
        aria-label="Conversation with Lifeguard"
        aria-busy={chat.running}
        tabIndex={0}
      >
        {request.kind === 'ask' && chat.messages.length === 0 ? (
          <AskGreeting onAsk={(question) => chat.send(question, 'example')} />
        ) : null}
        {chat.messages.map((message) =>
          message.type === 'user' ? (
            <UserMessage key={message.id} content={message.content} />
          ) : (
            <AgentAnswer key={message.id} answer={message} loadingTexts={LOADING_TEXTS[request.kind]} />
          ),
        )}
      </StyledLog>
      {chat.showSuggestions ? (
        <ChatSuggestions onPick={(suggestion) => chat.send(suggestion, 'suggestion')} />
      ) : null}
      <ChatComposer busy={chat.running} onSend={(text) => chat.send(text, 'input')} />
    </StyledConversation>
  );
}
