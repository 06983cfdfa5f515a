import {
  TOOL_EVENT_STATUS_MAP,
  type ToolCallStatus,
  type ToolEventStatus,
} from '@lifeguard/contracts/agents';
import type { AgentEvent, ToolCall } from '@lifeguard/contracts/schemas/agents';
import { CHAT_ERRORS } from './chat-texts';

/**
 * A tool call as its progress row shows it (spec 001 §3 "Tool call"): `progress` 0–100, times in
 * ms since the epoch (`endedAt` null while it runs), `error` only for status error.
 */
export type ToolProgress = {
  taskId: string;
  name: string;
  description: string;
  status: ToolCallStatus;
  progress: number;
  stageName: string | null;
  stageDetails: string | null;
  error: string | null;
  startedAt: number;
  endedAt: number | null;
};

/** The words for each tool status. */
export const TOOL_STATUS_LABELS: Record<ToolCallStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  error: 'Error',
};

const clampProgress = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const isFinal = (status: ToolCallStatus) => status === 'completed' || status === 'error';
const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The status a `tool_call` event gives (spec 001 §4): start and in_progress map to running,
 * complete to completed, error stays error; anything else leaves the row as it was (pending
 * when new).
 */
export function toolStatusOf(
  eventStatus: string | undefined,
  current: ToolCallStatus = 'pending',
): ToolCallStatus {
  return eventStatus && Object.hasOwn(TOOL_EVENT_STATUS_MAP, eventStatus)
    ? TOOL_EVENT_STATUS_MAP[eventStatus as ToolEventStatus]
    : current;
}

/**
 * The row after a `tool_call` event received at `at` (ms), from the row of the same `task_id`
 * (`existing`) if any. A failed tool without a message says 'Tool execution failed' (spec 001 §8).
 */
export function toolFromEvent(
  event: AgentEvent,
  existing: ToolProgress | undefined,
  at: number,
): ToolProgress {
  const status = toolStatusOf(event.status, existing?.status);
  return {
    taskId: event.task_id ?? event.tool_name ?? 'tool',
    name: event.tool_name ?? existing?.name ?? 'tool',
    description: event.description ?? existing?.description ?? '',
    status,
    progress: clampProgress(event.progress ?? (status === 'completed' ? 100 : (existing?.progress ?? 0))),
    stageName: event.stage_name ?? existing?.stageName ?? null,
    stageDetails: event.stage_details ?? existing?.stageDetails ?? null,
    error: status === 'error' ? (event.error ?? existing?.error ?? CHAT_ERRORS.toolFailed) : null,
    startedAt: existing?.startedAt ?? at,
    endedAt: isFinal(status) ? (existing?.endedAt ?? at) : null,
  };
}

/** The row of a stored tool call (GET /agents/execution/{id}/), e.g. after polling. */
export function toolFromCall(call: ToolCall, existing: ToolProgress | undefined, at: number): ToolProgress {
  const started = time(call.start_time);
  const ended = time(call.end_time);
  return {
    taskId: call.task_id,
    name: call.name,
    description: call.description,
    status: call.status,
    progress: clampProgress(call.progress),
    stageName: call.stage_name,
    stageDetails: call.stage_details,
    error: call.status === 'error' ? (call.error ?? CHAT_ERRORS.toolFailed) : null,
    startedAt: Number.isNaN(started) ? (existing?.startedAt ?? at) : started,
    endedAt: !isFinal(call.status) ? null : Number.isNaN(ended) ? (existing?.endedAt ?? at) : ended,
  };
}

/** One line of the streaming updates for a tool's event: what it does and where it is. */
export function toolUpdateLine(tool: ToolProgress): string {
  const what = tool.description || tool.name;
  const where = [tool.stageName, tool.stageDetails].filter(Boolean).join(': ');
  return `${what} — ${where || TOOL_STATUS_LABELS[tool.status]}`;
}

/** `tools` with `tool` in place of the row of the same task, or added at the end. */
export function upsertTool(tools: ToolProgress[], tool: ToolProgress): ToolProgress[] {
  const index = tools.findIndex((candidate) => candidate.taskId === tool.taskId);
  return index < 0 ? [...tools, tool] : tools.map((candidate, i) => (i === index ? tool : candidate));
}
