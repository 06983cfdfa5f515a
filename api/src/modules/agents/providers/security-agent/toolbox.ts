import type { AgentToolName } from '@lifeguard/contracts/agents';
import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import { ToolError, type AgentRun } from '../../agent.js';
import type { Recommendation } from './playbooks/playbook.js';

/** Most tool calls of one answer (issue 12: at most 5 steps). */
export const MAX_TOOL_CALLS = 5;

/** Most action items one answer creates. */
export const MAX_ACTION_ITEMS = 2;

/**
 * The tools as the built-in agent calls them: through `run.callTool` (so their progress
 * streams), never more than {@link MAX_TOOL_CALLS} in one answer. A tool that fails with a
 * ToolError (or a call beyond the budget) answers null and its message is kept in `failures`;
 * any other error ends the answer.
 */
export function createToolbox(run: AgentRun) {
  let calls = 0;
  const failures: string[] = [];

  async function call<Output>(
    name: AgentToolName,
    input: Record<string, unknown> = {},
  ): Promise<Output | null> {
    run.signal.throwIfAborted();
    if (calls >= MAX_TOOL_CALLS) return null;
    calls += 1;
    try {
      return (await run.callTool(name, input)) as Output;
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      failures.push(error.message);
      return null;
    }
  }

  return {
    call,
    failures,
    /** Tool calls left in this answer. */
    remaining: () => MAX_TOOL_CALLS - calls,
    /**
     * Creates up to {@link MAX_ACTION_ITEMS} of `recommendations` (and no more than the budget
     * leaves after `reserve` calls); answers those created.
     */
    async createActionItems(recommendations: readonly Recommendation[], reserve = 0) {
      const created: CreatedActionItem[] = [];
      const room = Math.min(MAX_ACTION_ITEMS, MAX_TOOL_CALLS - calls - reserve);
      for (const recommendation of recommendations.slice(0, Math.max(0, room))) {
        const item = await call<CreatedActionItem>('create_action_item', recommendation);
        if (item) created.push(item);
      }
      return created;
    },
  };
}

export type Toolbox = ReturnType<typeof createToolbox>;
