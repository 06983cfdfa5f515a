import type { FastifyBaseLogger } from 'fastify';
import { AgentError, type AgentProvider, type AgentRequest, type AgentRun, type AgentTool } from './agent.js';
import type { EventBus } from './bus/event-bus.js';
import { createEventWriter, untilAborted } from './events.js';
import type { AgentRepository } from './repository.js';
import { createToolCaller } from './tool-calls.js';

/** The answer of a run that said nothing (spec 001 §8). */
export const NO_RESPONSE = 'No response received';
/** The error of a run past its timeout. */
export const TIMED_OUT = 'The assistant took too long to answer. Please try again.';
/** The error of a run ended by a server shutdown, or left unfinished by a stopped process. */
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

/** The execution to run: its id, its owner, and the request as the provider sees it. */
export type RunInput = { executionId: string; userId: number; request: AgentRequest };

class TimeoutError extends Error {}

/**
 * A failure's message fit for the user: the timeout's, an {@link AgentError}'s own, the
 * interruption's when the server stops, else a generic one (a bug's message stays in the log).
 */
function failureMessage(err: unknown, stopped: boolean): string {
  if (err instanceof TimeoutError) return TIMED_OUT;
  if (err instanceof AgentError && err.message.trim()) return err.message.trim().slice(0, MAX_ERROR_LENGTH);
  return stopped ? INTERRUPTED : FAILED;
}

/**
 * Runs one execution to its end (issue 12, spec 001 §4 "Agent run"): marks it running and
 * streams `status` running at once, then whatever the provider does through its
 * {@link AgentRun} (`message` events, tool calls), then `complete` with output `{response,
 * action_items_created}` (an empty answer reads 'No response received'), or `error` with the
 * message when the provider throws, the timeout passes or `stop` aborts (server shutdown).
 * Every event carries `has_running_tools`. Never throws; a run it cannot record is logged.
 */
export async function runExecution(deps: RunnerDeps, input: RunInput, stop?: AbortSignal): Promise<void> {
  const { repository, provider, log } = deps;
  const { executionId, userId, request } = input;
  const events = createEventWriter(executionId, repository, deps.bus);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(TIMED_OUT)), deps.timeoutMs);
  const onStop = () => controller.abort(new Error(INTERRUPTED));
  stop?.addEventListener('abort', onStop, { once: true });
  const tools = createToolCaller({ tools: deps.tools, userId, signal: controller.signal, events, log });
  let answer = '';
  let ended = false;
  const emit = (type: 'status' | 'message' | 'complete' | 'error', data: Record<string, unknown>) =>
    events.emit(type, { ...data, has_running_tools: tools.running });

  const run: AgentRun = {
    signal: controller.signal,
    tools: deps.tools,
    async say(text) {
      // After the timeout (or a failure) nothing more is streamed, whatever the provider does.
      if (ended || controller.signal.aborted || !text) return;
      answer += text;
      await emit('message', { role: 'agent', content: text });
    },
    callTool: (name, toolInput) => tools.callTool(name, toolInput),
  };

  let outcome: { complete: true; response: string } | { complete: false; error: string };
  try {
    await Promise.all([
      repository.markRunning(executionId, new Date()),
      emit('status', { status: 'running' }),
    ]);
    await untilAborted(provider.answer(request, run), controller.signal);
    outcome = { complete: true, response: answer.trim() ? answer : NO_RESPONSE };
  } catch (err) {
    outcome = { complete: false, error: failureMessage(err, stop?.aborted === true) };
    // Logged through the app's error serializer, which strips query parameters.
    if (!(err instanceof TimeoutError)) log.warn({ err, executionId }, 'agent run failed');
    controller.abort(err);
  }
  try {
    await tools.settled();
    ended = true;
    // The final event is stored before the row turns final, so a stream that sees a final row
    // has every event to read.
    if (outcome.complete) {
      const output = { response: outcome.response, action_items_created: tools.actionItems };
      await emit('complete', { status: 'completed', output });
      await repository.complete(executionId, outcome.response, tools.actionItems, new Date());
    } else {
      await emit('error', { status: 'failed', content: outcome.error, error: outcome.error });
      await repository.fail(executionId, outcome.error, new Date());
    }
  } catch (err) {
    log.error({ err, executionId }, 'agent run could not be recorded');
  } finally {
    ended = true;
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  }
}
