import type { AgentEventType, AgentType, ExecutionStatus } from '@lifeguard/contracts/agents';
import type {
  AgentEvent,
  AgentExecution,
  AgentFeedbackResponse,
  ExecutionStatusResponse,
  ToolCall,
} from '@lifeguard/contracts/schemas/agents';
import type { EventRow, ExecutionRow } from './schema.js';

const FINAL = new Set(['completed', 'failed']);

/** An execution without its tool calls, as the history lists it (spec 001 §3 "Agent execution"). */
export function presentExecutionSummary(row: ExecutionRow): Omit<AgentExecution, 'tool_calls'> {
  const final = FINAL.has(row.status) && row.completedAt;
  const began = row.startedAt ?? row.createdAt;
  return {
    id: row.id,
    execution_id: row.id,
    agent_type: row.agentType as AgentType,
    status: row.status as ExecutionStatus,
    session_id: row.sessionId,
    threat_uuid: row.threatUuid,
    message: row.message,
    output:
      row.status === 'completed'
        ? { response: row.response ?? '', action_items_created: row.actionItemsCreated }
        : null,
    error: row.error,
    feedback: row.feedbackHelpful === null ? null : { helpful: row.feedbackHelpful },
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    duration_ms: final && row.completedAt ? Math.max(0, row.completedAt.getTime() - began.getTime()) : null,
  };
}

/** `GET /agents/execution/{id}/`: the execution with the tool calls its events describe. */
export const presentExecution = (row: ExecutionRow, events: EventRow[]): AgentExecution => ({
  ...presentExecutionSummary(row),
  tool_calls: toolCallsOf(events),
});

/** One stream event (contracts AgentEventSchema): the stored data without the tool's input. */
export function presentEvent(row: EventRow): AgentEvent {
  const { input: _input, ...data } = row.data;
  return {
    ...(data as Omit<AgentEvent, 'seq' | 'type' | 'execution_id'>),
    seq: row.seq,
    type: row.type as AgentEventType,
    execution_id: row.executionId,
  };
}

/** `GET /agents/status/{id}/`: `has_running_tools` as the last event says. */
export const presentStatus = (row: ExecutionRow, last: EventRow | null): ExecutionStatusResponse => ({
  execution_id: row.id,
  status: row.status as ExecutionStatus,
  has_running_tools: !FINAL.has(row.status) && last?.data.has_running_tools === true,
});

/** `POST /agents/feedback/{id}/`'s answer: the stored feedback. */
export const presentFeedback = (row: ExecutionRow): AgentFeedbackResponse => ({
  execution_id: row.id,
  feedback: { helpful: row.feedbackHelpful === true },
  timestamp: (row.feedbackAt ?? row.createdAt).toISOString(),
});

type ToolEventData = {
  tool_name?: string;
  task_id?: string;
  status?: string;
  description?: string;
  progress?: number;
  stage_name?: string;
  stage_details?: string;
  input?: unknown;
  output?: unknown;
  error?: string;
};

/**
 * The tool calls of an execution (spec 001 §3 "Tool call"), folded from its `tool_call`
 * events in order: start → running, in_progress → progress and stage, complete → completed
 * with output, error → error (spec 001 §4 mapping).
 */
export function toolCallsOf(events: EventRow[]): ToolCall[] {
  const calls = new Map<string, ToolCall>();
  for (const event of events) {
    if (event.type !== 'tool_call') continue;
    const data = event.data as ToolEventData;
    const taskId = data.task_id ?? '';
    const at = event.createdAt.toISOString();
    const call = calls.get(taskId) ?? {
      task_id: taskId,
      name: data.tool_name ?? '',
      description: data.description ?? '',
      status: 'running',
      input: data.input ?? null,
      output: null,
      progress: 0,
      stage_name: null,
      stage_details: null,
      error: null,
      start_time: at,
      end_time: null,
    };
    if (data.progress !== undefined) call.progress = data.progress;
    if (data.stage_name !== undefined) call.stage_name = data.stage_name;
    if (data.stage_details !== undefined) call.stage_details = data.stage_details;
    if (data.status === 'complete') Object.assign(call, { status: 'completed', output: data.output ?? null });
    if (data.status === 'error') Object.assign(call, { status: 'error', error: data.error ?? null });
    if (data.status === 'complete' || data.status === 'error') call.end_time = at;
    calls.set(taskId, call);
  }
  return [...calls.values()];
}
