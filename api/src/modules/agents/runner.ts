import type { FastifyBaseLogger } from 'fastify';
import {
  AgentError,
  type AgentProvider,
  type AgentRequest,
  type AgentRun,
  type AgentTool,
  type CreatedActionItem,
} from './agent.js';
import type { EventBus } from './bus/event-bus.js';
import { createEventWriter, RunTakenOver, untilAborted } from './events.js';
import type { AgentRepository } from './repository.js';
import { FRESH, type Resumption } from './resume.js';
import { createToolCaller } from './tool-calls.js';

/** The answer of a run that said nothing (spec 001 §8). */
export const NO_RESPONSE = 'No response received';
/** The error of a run past its timeout. */
export const TIMED_OUT = 'The assistant took too long to answer. Please try again.';
/** The error of a run no process could finish: run too often, or asked too long ago (issue 35). */
export const INTERRUPTED = 'The answer was interrupted. Please try again.';
/** The error of a run that failed for a reason not meant for users (logged instead). */
export const FAILED = 'Something went wrong while answering. Please try again.';
const MAX_ERROR_LENGTH = 500;

/** What a run needs besides its execution: where events go, who answers, and its limits. */
export type RunnerDeps = {
  repository: Pick<AgentRepository, 'insertEvent' | 'markRunning' | 'complete' | 'fail'>;
  bus: Pick<EventBus, 'publish'>;
  provider: AgentProvider;
  tools: readonly AgentTool[];
  /** Per-execution timeout (AGENT_TIMEOUT_MS): the run's signal aborts then and it fails. */
  timeoutMs: number;
  log: FastifyBaseLogger;
};

/** How the process running an attempt keeps the run (leases.ts): renewed every `renewEveryMs`. */
export type RunLease = {
  renewEveryMs: number;
  /** Moves the lease on; false when another process took the run over. */
  renew(): Promise<boolean>;
  /** Gives the run back at once, for another process to take over (a stopping server). */
  release(): Promise<void>;
};

/**
 * The execution to run: its id, its owner, the request as the provider sees it, which attempt
 * this is (the lease's fencing token, 1 at first), what earlier attempts stored, and its lease.
 */
export type RunInput = {
  executionId: string;
  userId: number;
  request: AgentRequest;
  attempt: number;
  resume?: Resumption;
  lease?: RunLease;
};

class TimeoutError extends Error {}
/** The reason a stopping server gives its runs: they are handed over, not failed. */
class HandedBack extends Error {}

/**
 * A failure's message fit for the user: the timeout's, an {@link AgentError}'s own, else a
 * generic one (a bug's message stays in the log).
 */
function failureMessage(err: unknown): string {
  if (err instanceof TimeoutError) return TIMED_OUT;
  if (err instanceof AgentError && err.message.trim()) return err.message.trim().slice(0, MAX_ERROR_LENGTH);
  return FAILED;
}

/**
 * Runs one attempt of an execution to its end (issue 12, spec 001 §4 "Agent run"): marks it
 * running and streams `status` running at once, then whatever the provider does through its
 * {@link AgentRun} (`message` events, tool calls), then `complete` with output `{response,
 * action_items_created}` (an empty answer reads 'No response received'), or `error` with the
 * message when the provider throws or the timeout passes. Every event carries
 * `has_running_tools`.
 *
 * A run is a job (issue 35): the attempt renews its `lease` and stores every event fenced by
 * `attempt`. When `stop` aborts (the server stopping) it gives the run back, and when another
 * process took it over it just ends: neither writes an end. An attempt taking a run over
 * continues from `resume`: the events go on after the last stored one, the provider answers
 * again, and what earlier attempts streamed is not streamed twice (the answer's first
 * `said.length` characters, finished tool calls: tool-calls.ts); a stored final event only
 * marks the execution final. Never throws; a run it cannot record is logged.
 */
export async function runExecution(deps: RunnerDeps, input: RunInput, stop?: AbortSignal): Promise<void> {
  const { repository, provider, log } = deps;
  const { executionId, userId, request, attempt, resume = FRESH, lease } = input;
  if (resume.final) return settleStoredEnd(deps, input, resume.final);
  const controller = new AbortController();
  const events = createEventWriter(
    { executionId, attempt, lastSeq: resume.lastSeq },
    repository,
    deps.bus,
    () => controller.abort(new RunTakenOver()),
  );
  const timer = setTimeout(() => controller.abort(new TimeoutError(TIMED_OUT)), deps.timeoutMs);
  const onStop = () => controller.abort(new HandedBack());
  stop?.addEventListener('abort', onStop, { once: true });
  if (stop?.aborted) onStop();
  const renewal =
    lease &&
    setInterval(() => {
      lease.renew().then(
        (held) => held || controller.abort(new RunTakenOver()),
        (err: unknown) => log.warn({ err, executionId }, 'agent run lease not renewed'),
      );
    }, lease.renewEveryMs);
  const tools = createToolCaller({
    tools: deps.tools,
    userId,
    signal: controller.signal,
    events,
    log,
    earlier: resume.calls,
  });
  let answer = resume.said;
  // Characters an earlier attempt already streamed, which this one's answer starts with again.
  let unsent = resume.said.length;
  let ended = false;
  const emit = (type: 'status' | 'message' | 'complete' | 'error', data: Record<string, unknown>) =>
    events.emit(type, { ...data, has_running_tools: tools.running });

  const run: AgentRun = {
    signal: controller.signal,
    tools: deps.tools,
    async say(text) {
      // After the timeout (or a failure) nothing more is streamed, whatever the provider does.
      if (ended || controller.signal.aborted || !text) return;
      const skipped = Math.min(unsent, text.length);
      unsent -= skipped;
      const rest = text.slice(skipped);
      if (!rest) return;
      answer += rest;
      await emit('message', { role: 'agent', content: rest });
    },
    callTool: (name, toolInput) => tools.callTool(name, toolInput),
  };

  let outcome: { complete: true; response: string } | { complete: false; error: string } | null;
  try {
    if (resume.lastSeq === 0) {
      await Promise.all([
        repository.markRunning(executionId, new Date()),
        emit('status', { status: 'running' }),
      ]);
    }
    await untilAborted(provider.answer(request, run), controller.signal);
    outcome = { complete: true, response: answer.trim() ? answer : NO_RESPONSE };
  } catch (err) {
    const reason: unknown = controller.signal.reason;
    const handedOver =
      reason instanceof HandedBack || reason instanceof RunTakenOver || err instanceof RunTakenOver;
    outcome = handedOver ? null : { complete: false, error: failureMessage(err) };
    // Logged through the app's error serializer, which strips query parameters.
    if (!handedOver && !(err instanceof TimeoutError)) log.warn({ err, executionId }, 'agent run failed');
    controller.abort(err);
  }
  try {
    await tools.settled();
    ended = true;
    // The final event is stored before the row turns final, so a stream that sees a final row
    // has every event to read.
    if (outcome?.complete) {
      const output = { response: outcome.response, action_items_created: tools.actionItems };
      await emit('complete', { status: 'completed', output });
      await repository.complete(executionId, attempt, outcome.response, tools.actionItems, new Date());
    } else if (outcome) {
      await emit('error', { status: 'failed', content: outcome.error, error: outcome.error });
      await repository.fail(executionId, attempt, outcome.error, new Date());
    } else if (controller.signal.reason instanceof HandedBack) {
      await lease?.release();
    }
  } catch (err) {
    if (!(err instanceof RunTakenOver)) log.error({ err, executionId }, 'agent run could not be recorded');
  } finally {
    ended = true;
    clearTimeout(timer);
    clearInterval(renewal);
    stop?.removeEventListener('abort', onStop);
  }
}

/** Marks the execution final as the end an earlier attempt stored (it died right after). */
async function settleStoredEnd(
  { repository, log }: RunnerDeps,
  { executionId, attempt }: RunInput,
  { type, data }: NonNullable<Resumption['final']>,
): Promise<void> {
  try {
    if (type === 'complete') {
      const output = data.output as { response: string; action_items_created: CreatedActionItem[] };
      await repository.complete(
        executionId,
        attempt,
        output.response,
        output.action_items_created,
        new Date(),
      );
    } else {
      await repository.fail(executionId, attempt, String(data.error), new Date());
    }
  } catch (err) {
    log.error({ err, executionId }, 'agent run could not be recorded');
  }
}
