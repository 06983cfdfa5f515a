/**
 * Codes and constants of the security assistant (spec 001 §3 "Agent execution", "Tool call",
 * "Chat message", §4 "Agent run", §7 "Agents", §9), for the server's agents module and the
 * assistant remote.
 */

/** Agent types the server runs; `security` is the default (spec 001 §7). */
export const AGENT_TYPES = ['security'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** Status of an execution: `completed` and `failed` are final (spec 001 §3). */
export const EXECUTION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/** Final execution statuses: the stream ends and polling stops (spec 001 §4). */
export const FINAL_EXECUTION_STATUSES = ['completed', 'failed'] as const satisfies readonly ExecutionStatus[];

/** `type` of a stream event's data (spec 001 §7 "Agents"). */
export const AGENT_EVENT_TYPES = [
  'message',
  'tool_call',
  'tools_complete',
  'status',
  'complete',
  'error',
] as const;
export type AgentEventType = (typeof AGENT_EVENT_TYPES)[number];

/** Status of a stored tool call (spec 001 §3 "Tool call"). */
export const TOOL_CALL_STATUSES = ['pending', 'running', 'completed', 'error'] as const;
export type ToolCallStatus = (typeof TOOL_CALL_STATUSES)[number];

/**
 * `status` of a `tool_call` stream event, and how the client maps it to a {@link ToolCallStatus}
 * (spec 001 §4: start and in_progress map to running; complete to completed; error stays error).
 */
export const TOOL_EVENT_STATUS_MAP = {
  start: 'running',
  in_progress: 'running',
  complete: 'completed',
  error: 'error',
} as const satisfies Record<string, ToolCallStatus>;
export type ToolEventStatus = keyof typeof TOOL_EVENT_STATUS_MAP;

/** Who speaks in a `message` event or a chat message (spec 001 §3 "Chat message": user or agent). */
export const MESSAGE_ROLES = ['user', 'agent'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** Names of the agent's tools (issue 12), the same for every provider. */
export const AGENT_TOOL_NAMES = [
  'get_threat',
  'list_threats',
  'get_latest_scan',
  'list_breach_entries',
  'list_integrations',
  'get_protection_score',
  'search_safety_articles',
  'check_url',
  'create_action_item',
] as const;
export type AgentToolName = (typeof AGENT_TOOL_NAMES)[number];

/** Longest message a user may send, in characters; longer is 400 (issue 12). */
export const MAX_AGENT_MESSAGE_LENGTH = 4000;

/** The chat suggestions offered after an explanation (spec 001 §9), in order. */
export const CHAT_SUGGESTIONS = [
  'Why is this considered dangerous?',
  'What should I tell my family member?',
  'How do scammers use this technique?',
] as const;

/** Polling of status after a stream error, in ms (spec 001 §4, §9). */
export const AGENT_POLL_INTERVAL_MS = 2000;
/** How many of the latest streaming messages the panel keeps (spec 001 §9). */
export const STREAMING_MESSAGES_KEPT = 10;
/** The tool elapsed timer's tick, in ms (spec 001 §9). */
export const TOOL_TIMER_INTERVAL_MS = 1000;
/** The tool poll's interval, in ms (spec 001 §9). */
export const TOOL_POLL_INTERVAL_MS = 2000;
/** How often the loading text changes, in ms (spec 001 §9). */
export const LOADING_TEXT_INTERVAL_MS = 2000;
/** Within this many px of the bottom, new content keeps the chat scrolled down (spec 001 §9). */
export const SCROLL_BOTTOM_THRESHOLD_PX = 100;
