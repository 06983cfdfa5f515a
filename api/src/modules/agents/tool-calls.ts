import type { AgentToolName } from '@lifeguard/contracts/agents';
import { CreatedActionItemSchema, type CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import type { FastifyBaseLogger } from 'fastify';
import { Value } from 'typebox/value';
import { ToolError, type AgentTool } from './agent.js';
import { untilAborted, type EventWriter } from './events.js';
import type { EarlierCall } from './resume.js';

/** At most this many tool calls (steps) per execution (issue 12). */
export const MAX_TOOL_CALLS = 5;
/** What a tool failure says when the tool gave no safe message (spec 001 §8). */
export const TOOL_FAILED = 'Tool execution failed';

export type ToolCallerOptions = {
  tools: readonly AgentTool[];
  userId: number;
  signal: AbortSignal;
  events: EventWriter;
  log: FastifyBaseLogger;
  /** Tool calls an earlier attempt of the run began, by task id (resume.ts); none at first. */
  earlier?: ReadonlyMap<string, EarlierCall>;
};

/**
 * `AgentRun.callTool` of one execution (spec 001 §3 "Tool call", §4): checks the input against
 * the tool's schema, runs it for the signed-in user and streams `tool_call` events with a
 * `task_id` (start, in_progress, complete | error), then `tools_complete` once none runs.
 * `running` says whether a tool runs now; `settled()` waits for calls under way;
 * `actionItems` are those the create_action_item tool made.
 *
 * A run taken over (issue 35) calls its tools again in the same order: a call an earlier attempt
 * finished answers its stored output (or error) without running or streaming again; one it began
 * and never finished runs again under the same task id, without a second `start` (every tool is
 * read-only or writes idempotently by a key, like create_action_item by its title).
 */
export function createToolCaller({
  tools,
  userId,
  signal,
  events,
  log,
  earlier = new Map(),
}: ToolCallerOptions) {
  let running = 0;
  let steps = 0;
  let ended = false;
  const underWay = new Set<Promise<unknown>>();
  const actionItems: CreatedActionItem[] = [];
  const emit = (type: 'tool_call' | 'tools_complete', data: Record<string, unknown>) =>
    events.emit(type, { ...data, has_running_tools: running > 0 });

  async function run(tool: AgentTool, input: unknown, taskId: string, began: boolean): Promise<unknown> {
    const base = { tool_name: tool.name, task_id: taskId, description: tool.description };
    running += 1;
    let finished = false;
    if (!began) await emit('tool_call', { ...base, status: 'start', progress: 0, input });
    try {
      if (!Value.Check(tool.input, input)) throw new ToolError(`Invalid input for ${tool.name}.`);
      const progress = async (value: number, stageName?: string, stageDetails?: string) => {
        if (finished || ended) return;
        const percent = Math.round(Math.min(100, Math.max(0, Number(value) || 0)));
        await emit('tool_call', {
          ...base,
          status: 'in_progress',
          progress: percent,
          ...(stageName === undefined ? {} : { stage_name: stageName }),
          ...(stageDetails === undefined ? {} : { stage_details: stageDetails }),
        });
      };
      const output = await untilAborted(tool.execute(input, { userId, signal, progress }), signal);
      finished = true;
      keepActionItem(tool, output);
      running -= 1;
      await emit('tool_call', { ...base, status: 'complete', progress: 100, output: output ?? null });
      if (running === 0) await emit('tools_complete', {});
      return output;
    } catch (err) {
      finished = true;
      const message = err instanceof ToolError ? err.message : TOOL_FAILED;
      if (!(err instanceof ToolError) && !signal.aborted) {
        log.warn({ err, tool: tool.name }, 'agent tool failed');
      }
      running -= 1;
      await emit('tool_call', { ...base, status: 'error', error: message });
      if (running === 0) await emit('tools_complete', {});
      throw err instanceof ToolError ? err : new ToolError(message);
    }
  }

  function keepActionItem(tool: AgentTool, output: unknown) {
    if (tool.createsActionItem && Value.Check(CreatedActionItemSchema, output)) actionItems.push(output);
  }

  /** A call an earlier attempt finished: its stored outcome, streamed and run no more. */
  function replay(tool: AgentTool, call: Exclude<EarlierCall, { status: 'start' }>): Promise<unknown> {
    if (call.status === 'error') return Promise.reject(new ToolError(call.error));
    keepActionItem(tool, call.output);
    return Promise.resolve(call.output);
  }

  return {
    actionItems,
    get running() {
      return running > 0;
    },
    /** @throws ToolError for an unknown tool, past the step limit, or when the run has ended. */
    callTool(name: AgentToolName, input: unknown): Promise<unknown> {
      if (ended || signal.aborted) return Promise.reject(new ToolError('The answer has ended.'));
      const tool = tools.find((candidate) => candidate.name === name);
      if (!tool) return Promise.reject(new ToolError(`Unknown tool: ${String(name)}.`));
      if (steps >= MAX_TOOL_CALLS) {
        return Promise.reject(new ToolError(`At most ${MAX_TOOL_CALLS} tool calls per answer.`));
      }
      steps += 1;
      const taskId = `task-${steps}`;
      const before = earlier.get(taskId);
      const began = before?.name === tool.name;
      if (before && began && before.status !== 'start') return replay(tool, before);
      const call = run(tool, input, taskId, began);
      underWay.add(call);
      void call.catch(() => undefined).finally(() => underWay.delete(call));
      return call;
    },
    /** Waits for the calls under way, then refuses new ones and their progress. */
    async settled() {
      await Promise.allSettled([...underWay]);
      ended = true;
    },
  };
}
