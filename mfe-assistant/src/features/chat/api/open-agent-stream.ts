import { AGENT_EVENT_TYPES } from '@lifeguard/contracts/agents';
import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';

export type { AgentEvent };

/** What a stream tells its opener: each event's parsed data, and that the stream failed. */
export type AgentStreamHandlers = { onEvent: (event: AgentEvent) => void; onError: () => void };

/** Stops listening and closes the connection; safe to call more than once. */
export type CloseAgentStream = () => void;

/**
 * Opens GET /agents/stream/{id}/ (spec 001 §7), the run's server-sent events, with the session
 * cookie, through the browser's `EventSource`. Each event's JSON `data` goes to `onEvent`
 * whether the server names the event (`event: tool_call`) or not; data that is not JSON is
 * skipped (an event named `error` is the agent's, with data). A connection failure goes to
 * `onError`, once per failure: the caller closes the stream and falls back to polling (spec 001
 * §4) instead of letting `EventSource` reconnect.
 */
export function openAgentStream(
  executionId: string,
  { onEvent, onError }: AgentStreamHandlers,
): CloseAgentStream {
  const source = new EventSource(`/agents/stream/${encodeURIComponent(executionId)}/`, {
    withCredentials: true,
  });
  const handleMessage = (message: Event) => {
    // A connection failure is an 'error' event too, without data.
    if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return;
    let event: AgentEvent;
    try {
      event = JSON.parse(message.data) as AgentEvent;
    } catch {
      return;
    }
    onEvent(event);
  };
  // The default 'message' type also receives every unnamed event.
  for (const type of AGENT_EVENT_TYPES) source.addEventListener(type, handleMessage);
  source.addEventListener('error', (failure) => {
    if (!(failure instanceof MessageEvent)) onError();
  });
  return () => source.close();
}
