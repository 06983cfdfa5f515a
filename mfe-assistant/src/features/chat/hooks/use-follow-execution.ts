import { useEffect, useRef } from 'react';
import {
  AGENT_POLL_INTERVAL_MS,
  FINAL_EXECUTION_STATUSES,
  TOOL_POLL_INTERVAL_MS,
  type ExecutionStatus,
} from '@lifeguard/contracts/agents';
import type {
  AgentEvent,
  ExecutionOutput,
  ExecutionStatusResponse,
  ToolCall,
} from '@lifeguard/contracts/schemas/agents';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { getExecutionApi } from '../api/get-execution';
import { getExecutionStatusApi } from '../api/get-execution-status';
import { openAgentStream } from '../api/open-agent-stream';
import { CHAT_ERRORS } from '../utils/chat-texts';
import { errorClassOf, type ChatErrorClass } from '../utils/error-class';

/** How a followed run ended: its output (and stored tool calls after polling), or an error text. */
export type RunEnd =
  | { ok: true; output: ExecutionOutput | null; toolCalls: ToolCall[] | null; via: 'stream' | 'polling' }
  | { ok: false; error: string; errorClass: ChatErrorClass };

export type FollowHandlers = {
  /** Every new event of the stream, in order, each once. */
  onEvent: (event: AgentEvent) => void;
  /** The stream failed; polling takes over. */
  onStreamError: () => void;
  /** The run ended; nothing is called after this. */
  onEnd: (end: RunEnd) => void;
};

const isFinal = (status: ExecutionStatus) => (FINAL_EXECUTION_STATUSES as readonly string[]).includes(status);
const agentError = (message: string | null | undefined) =>
  `${CHAT_ERRORS.agentErrorPrefix}${message || CHAT_ERRORS.executeFailed}`;

/** The `output` of a `complete` event, when it has the execution output's shape. */
function outputOf(value: unknown): ExecutionOutput | null {
  const output = value as Partial<ExecutionOutput> | null | undefined;
  return typeof output?.response === 'string'
    ? { response: output.response, action_items_created: output.action_items_created ?? [] }
    : null;
}

/**
 * Follows the run `executionId` (spec 001 §4 "Agent run") until it ends: its event stream first;
 * `complete` ends it unless tools still run (then `tools_complete` does, or the tool poll: the
 * status every 2 s, TOOL_POLL_INTERVAL_MS, until no tool runs, then the execution is fetched
 * for the tools' final state, spec 001 §9); an `error` event ends
 * it with 'I encountered an error: ' and the message (spec 001 §8). On a stream error the stream
 * is closed and GET /agents/status/{id}/ is polled every 2 s (AGENT_POLL_INTERVAL_MS) until
 * completed or failed, then GET /agents/execution/{id}/ gives the answer; a failing status check
 * stops polling ('Failed to check execution status'), a failing fetch of the execution ends with
 * 'Failed to fetch execution details'. Events repeated by a replay (same `seq`) are skipped.
 * Unmounting, or another id, stops everything.
 */
export function useFollowExecution(executionId: string | null, handlers: FollowHandlers): void {
  const dispatch = useAppDispatch();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!executionId) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closeStream: () => void = () => undefined;
    let lastSeq = 0;
    let completed: { output: ExecutionOutput | null } | null = null;

    const stop = () => {
      stopped = true;
      closeStream();
      clearTimeout(timer);
    };
    const end = (result: RunEnd) => {
      if (stopped) return;
      stop();
      latest.current.onEnd(result);
    };
    const endWith = (error: string, failure: unknown) =>
      end({ ok: false, error, errorClass: errorClassOf(failure, 'execution') });

    const fetchExecution = async () => {
      const query = getExecutionApi.endpoints.getExecution.initiate(executionId, {
        subscribe: false,
        forceRefetch: true,
      });
      try {
        const execution = await dispatch(query).unwrap();
        if (execution.status === 'failed')
          end({ ok: false, error: agentError(execution.error), errorClass: 'execution' });
        else end({ ok: true, output: execution.output, toolCalls: execution.tool_calls, via: 'polling' });
      } catch (failure) {
        endWith(CHAT_ERRORS.executionDetailsFailed, failure);
      }
    };
    /** Checks the status every `interval` ms until `done` says so, then fetches the execution. */
    const poll = (
      interval = AGENT_POLL_INTERVAL_MS,
      done = (status: ExecutionStatusResponse) => isFinal(status.status),
    ) => {
      timer = setTimeout(async () => {
        const query = getExecutionStatusApi.endpoints.getExecutionStatus.initiate(executionId, {
          subscribe: false,
          forceRefetch: true,
        });
        try {
          const status = await dispatch(query).unwrap();
          if (stopped) return;
          if (done(status)) await fetchExecution();
          else poll(interval, done);
        } catch (failure) {
          endWith(CHAT_ERRORS.statusCheckFailed, failure);
        }
      }, interval);
    };
    const pollTools = () =>
      poll(TOOL_POLL_INTERVAL_MS, (status) => isFinal(status.status) && !status.has_running_tools);

    const handleEvent = (event: AgentEvent) => {
      if (stopped) return;
      if (typeof event.seq === 'number') {
        if (event.seq <= lastSeq) return;
        lastSeq = event.seq;
      }
      latest.current.onEvent(event);
      if (event.type === 'error') {
        end({ ok: false, error: agentError(event.content ?? event.error), errorClass: 'execution' });
      } else if (event.type === 'complete') {
        completed = { output: outputOf(event.output) };
        if (event.has_running_tools && timer === undefined) pollTools();
      }
      if (completed && !event.has_running_tools)
        end({ ok: true, ...completed, toolCalls: null, via: 'stream' });
    };
    const handleStreamError = () => {
      if (stopped || timer !== undefined) return;
      closeStream();
      latest.current.onStreamError();
      poll();
    };
    closeStream = openAgentStream(executionId, { onEvent: handleEvent, onError: handleStreamError });
    return stop;
  }, [executionId, dispatch]);
}
