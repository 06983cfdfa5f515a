import { Type, type Static } from 'typebox';
import {
  AGENT_EVENT_TYPES,
  AGENT_TYPES,
  EXECUTION_STATUSES,
  MAX_AGENT_MESSAGE_LENGTH,
  MESSAGE_ROLES,
  TOOL_CALL_STATUSES,
  TOOL_EVENT_STATUS_MAP,
} from '../agents.js';
import { pageOf } from './lists.js';
import { Id, Nullable, Text } from './text.js';

/**
 * The six `/agents/*` calls (spec 001 §7 "Agents", issue 12). Executions are addressed by their
 * `execution_id`, a UUID; any other id, or another user's, answers 404.
 */

const Uuid = () => Type.String({ format: 'uuid', maxLength: 36 });

/**
 * `POST /agents/execute/` body. `message` is 1 … 4000 characters and not only whitespace (the
 * route checks the latter: 400 `invalid`). A threat explanation sends `threat_uuid` (the
 * event's `threat_id`) and `threat_explanation: true`; follow-ups send the same `session_id`
 * (and may repeat `threat_uuid`). `async_execution` defaults to true: 202 at once with the
 * pending execution; false answers 200 with the finished one.
 */
export const ExecuteAgentRequestSchema = Type.Object(
  {
    message: Text({ minLength: 1, maxLength: MAX_AGENT_MESSAGE_LENGTH, prose: true }),
    agent_type: Type.Optional(Type.Enum(AGENT_TYPES, { default: 'security' })),
    async_execution: Type.Optional(Type.Boolean({ default: true })),
    threat_uuid: Type.Optional(Uuid()),
    threat_explanation: Type.Optional(Type.Boolean({ default: false })),
    session_id: Type.Optional(Uuid()),
  },
  { additionalProperties: false },
);
export type ExecuteAgentRequest = Static<typeof ExecuteAgentRequestSchema>;

/** `{id}` of every `/agents/<call>/{id}/` path: an execution's UUID. */
export const ExecutionParamsSchema = Type.Object({ id: Uuid() }, { additionalProperties: false });
export type ExecutionParams = Static<typeof ExecutionParamsSchema>;

/** An action item the agent created (spec 001 §3 `output.action_items_created`). */
export const CreatedActionItemSchema = Type.Object({
  action_item_id: Type.Integer(),
  message: Type.String(),
});
export type CreatedActionItem = Static<typeof CreatedActionItemSchema>;

/** What a finished execution produced (spec 001 §3 `output`). */
export const ExecutionOutputSchema = Type.Object({
  response: Type.String(),
  action_items_created: Type.Array(CreatedActionItemSchema),
});
export type ExecutionOutput = Static<typeof ExecutionOutputSchema>;

/** A tool call of an execution (spec 001 §3 "Tool call"); times are ISO 8601. */
export const ToolCallSchema = Type.Object({
  task_id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: Type.Enum(TOOL_CALL_STATUSES),
  input: Type.Unknown(),
  output: Type.Unknown(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  stage_name: Nullable(Type.String()),
  stage_details: Nullable(Type.String()),
  error: Nullable(Type.String()),
  start_time: Nullable(Type.String({ format: 'date-time' })),
  end_time: Nullable(Type.String({ format: 'date-time' })),
});
export type ToolCall = Static<typeof ToolCallSchema>;

/** Feedback on an execution (spec 001 §7): whether the answer helped. */
export const ExecutionFeedbackSchema = Type.Object({ helpful: Type.Boolean() });

/**
 * An execution as `GET /agents/execution/{id}/` answers it (spec 001 §3 "Agent execution"):
 * `id` and `execution_id` are the same UUID; `output` is null until completed; `error` holds
 * a failed run's message; `duration_ms` is null until final.
 */
export const AgentExecutionSchema = Type.Object({
  id: Type.String(),
  execution_id: Type.String(),
  agent_type: Type.Enum(AGENT_TYPES),
  status: Type.Enum(EXECUTION_STATUSES),
  session_id: Nullable(Type.String()),
  threat_uuid: Nullable(Type.String()),
  message: Type.String(),
  output: Nullable(ExecutionOutputSchema),
  tool_calls: Type.Array(ToolCallSchema),
  error: Nullable(Type.String()),
  feedback: Nullable(ExecutionFeedbackSchema),
  created_at: Type.String({ format: 'date-time' }),
  started_at: Nullable(Type.String({ format: 'date-time' })),
  completed_at: Nullable(Type.String({ format: 'date-time' })),
  duration_ms: Nullable(Type.Integer()),
});
export type AgentExecution = Static<typeof AgentExecutionSchema>;

/** `GET /agents/status/{id}/`: the execution's status and whether a tool still runs. */
export const ExecutionStatusResponseSchema = Type.Object({
  execution_id: Type.String(),
  status: Type.Enum(EXECUTION_STATUSES),
  has_running_tools: Type.Boolean(),
});
export type ExecutionStatusResponse = Static<typeof ExecutionStatusResponseSchema>;

/** `GET /agents/history/` query: 1-based `page`, `page_size` (default 20, at most 100). */
export const AgentHistoryQuerySchema = Type.Object(
  { page: Id({ default: 1 }), page_size: Type.Optional(Id()) },
  { additionalProperties: false },
);
export type AgentHistoryQuery = Static<typeof AgentHistoryQuerySchema>;

/** `GET /agents/history/`: the user's executions, newest first, one page (without tool calls). */
export const AgentHistoryResponseSchema = pageOf(Type.Omit(AgentExecutionSchema, ['tool_calls']));
export type AgentHistoryResponse = Static<typeof AgentHistoryResponseSchema>;

/** `POST /agents/feedback/{id}/` body (spec 001 §7): one per execution, a new one replaces it. */
export const AgentFeedbackRequestSchema = Type.Object(
  {
    feedback: Type.Object({ helpful: Type.Boolean() }, { additionalProperties: false }),
    timestamp: Text({ format: 'date-time', maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type AgentFeedbackRequest = Static<typeof AgentFeedbackRequestSchema>;

/** `POST /agents/feedback/{id}/` answer: the stored feedback. */
export const AgentFeedbackResponseSchema = Type.Object({
  execution_id: Type.String(),
  feedback: ExecutionFeedbackSchema,
  timestamp: Type.String({ format: 'date-time' }),
});
export type AgentFeedbackResponse = Static<typeof AgentFeedbackResponseSchema>;

/**
 * The JSON `data` of one `GET /agents/stream/{id}/` event (spec 001 §7). The SSE `id:` is
 * `seq`, the event's 1-based position in its execution. By `type`:
 * - `status`: `status` (an execution status);
 * - `message`: `role` 'agent' and `content`, the next piece of the answer (append it);
 * - `tool_call`: `tool_name`, `task_id`, `status` (start, in_progress, complete, error),
 *   `progress`, `description`, `stage_name`, `stage_details`, and `output` or `error` at the end;
 * - `tools_complete`: no tool runs any more (`has_running_tools` false);
 * - `complete`: `status` 'completed', `output` the execution's output;
 * - `error`: `status` 'failed', `content` the error message.
 * `has_running_tools` is on every event.
 */
export const AgentEventSchema = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  type: Type.Enum(AGENT_EVENT_TYPES),
  execution_id: Type.String(),
  has_running_tools: Type.Boolean(),
  role: Type.Optional(Type.Enum(MESSAGE_ROLES)),
  content: Type.Optional(Type.String()),
  status: Type.Optional(
    Type.Union([
      Type.Enum(EXECUTION_STATUSES),
      Type.Enum(Object.keys(TOOL_EVENT_STATUS_MAP) as (keyof typeof TOOL_EVENT_STATUS_MAP)[]),
    ]),
  ),
  tool_name: Type.Optional(Type.String()),
  task_id: Type.Optional(Type.String()),
  progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  description: Type.Optional(Type.String()),
  stage_name: Type.Optional(Type.String()),
  stage_details: Type.Optional(Type.String()),
  output: Type.Optional(Type.Unknown()),
  error: Type.Optional(Type.String()),
});
export type AgentEvent = Static<typeof AgentEventSchema>;
