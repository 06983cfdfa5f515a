import { STREAMING_MESSAGES_KEPT } from '@lifeguard/contracts/agents';
import type { AgentEvent, ToolCall } from '@lifeguard/contracts/schemas/agents';
import { CHAT_ERRORS } from './chat-texts';
import { toolFromCall, toolFromEvent, toolUpdateLine, upsertTool, type ToolProgress } from './tool-progress';

/** A message of the user (spec 001 §3 "Chat message"). */
export type UserMessage = { id: string; type: 'user'; content: string; executionId: null };

/**
 * An answer of the agent (spec 001 §3 "Chat message"): `content` grows while it streams and is
 * the final answer once completed; `error` is what went wrong when it failed; `updates` are the
 * latest streaming updates, at most {@link STREAMING_MESSAGES_KEPT} (spec 001 §9).
 */
export type AgentMessage = {
  id: string;
  type: 'agent';
  content: string;
  executionId: string | null;
  status: 'running' | 'completed' | 'error';
  error: string | null;
  tools: ToolProgress[];
  updates: string[];
};

export type ChatMessage = UserMessage | AgentMessage;

export type ConversationAction =
  | { type: 'asked'; question: UserMessage; answerId: string }
  | { type: 'started'; answerId: string; executionId: string }
  | { type: 'streamed'; answerId: string; event: AgentEvent; at: number }
  | {
      type: 'finished';
      answerId: string;
      /** `output.response`, if the run gave one. */
      response: string | null;
      /** The stored tool calls, when the execution was fetched (after polling). */
      toolCalls: ToolCall[] | null;
      /** Polling: the fetched response replaces what had streamed (spec 001 §4). */
      preferResponse: boolean;
      at: number;
    }
  | { type: 'failed'; answerId: string; error: string };

function applyEvent(answer: AgentMessage, event: AgentEvent, at: number): AgentMessage {
  if (event.type === 'message' && event.role !== 'user' && event.content) {
    return { ...answer, content: answer.content + event.content };
  }
  if (event.type !== 'tool_call') return answer;
  const key = event.task_id ?? event.tool_name ?? 'tool';
  const tool = toolFromEvent(
    event,
    answer.tools.find((candidate) => candidate.taskId === key),
    at,
  );
  return {
    ...answer,
    tools: upsertTool(answer.tools, tool),
    updates: [...answer.updates, toolUpdateLine(tool)].slice(-STREAMING_MESSAGES_KEPT),
  };
}

function finish(
  answer: AgentMessage,
  action: Extract<ConversationAction, { type: 'finished' }>,
): AgentMessage {
  const streamed = answer.content.trim() ? answer.content : null;
  const response = action.response?.trim() ? action.response : null;
  const content =
    (action.preferResponse ? (response ?? streamed) : (streamed ?? response)) ?? CHAT_ERRORS.noResponse;
  const tools = (action.toolCalls ?? []).reduce(
    (rows, call) =>
      upsertTool(
        rows,
        toolFromCall(
          call,
          rows.find((row) => row.taskId === call.task_id),
          action.at,
        ),
      ),
    answer.tools,
  );
  return { ...answer, content, tools, status: 'completed' };
}

function updateAnswer(
  messages: ChatMessage[],
  id: string,
  update: (answer: AgentMessage) => AgentMessage,
): ChatMessage[] {
  return messages.map((message) =>
    message.type === 'agent' && message.id === id ? update(message) : message,
  );
}

/**
 * The conversation of one chat session (spec 001 §4): each question adds the user's message and
 * a running answer; the answer's execution id, stream events, and end or failure update that
 * answer only. Pure; the panel's hooks feed it.
 */
export function conversationReducer(messages: ChatMessage[], action: ConversationAction): ChatMessage[] {
  switch (action.type) {
    case 'asked':
      return [
        ...messages,
        action.question,
        {
          id: action.answerId,
          type: 'agent',
          content: '',
          executionId: null,
          status: 'running',
          error: null,
          tools: [],
          updates: [],
        },
      ];
    case 'started':
      return updateAnswer(messages, action.answerId, (answer) => ({
        ...answer,
        executionId: action.executionId,
      }));
    case 'streamed':
      return updateAnswer(messages, action.answerId, (answer) => applyEvent(answer, action.event, action.at));
    case 'finished':
      return updateAnswer(messages, action.answerId, (answer) => finish(answer, action));
    case 'failed':
      return updateAnswer(messages, action.answerId, (answer) => ({
        ...answer,
        status: 'error',
        error: action.error,
      }));
  }
}
