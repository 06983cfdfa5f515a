import type { AssistantPanelProps } from '@lifeguard/shared/layout/chat-panel';
import { ChatConversation } from '../features/chat/components/chat-conversation';

/**
 * What remote "assistant" exposes as `./panel` (issue 12): the content of the shell's chat panel
 * slot. Each opening (`session`) starts a new conversation, with a new chat session id (spec 001
 * §4), about the latest `request`: a threat to explain, or a general question.
 */
export function AssistantPanel({ request, session }: AssistantPanelProps) {
  return <ChatConversation key={session} request={request} />;
}
