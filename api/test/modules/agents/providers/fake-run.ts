import type { AgentToolName } from '@lifeguard/contracts/agents';
import { Value } from 'typebox/value';
import type { App } from '../../../../src/app.js';
import { ToolError, type AgentRequest, type AgentRun } from '../../../../src/modules/agents/agent.js';
import { createAgentTools } from '../../../../src/modules/agents/tools/index.js';

/** A tool call the fake run made: its input, and its output or error. */
export type RecordedCall = { name: AgentToolName; input: unknown; output?: unknown; error?: string };

/** The runner's step limit (issue 12). */
const STEP_LIMIT = 5;

/**
 * A stand-in for the runner's AgentRun that records what a provider says and calls: the real
 * tools, for `userId`, with the runner's rules (input checked against the schema, at most 5
 * calls, failures as ToolError).
 */
export function fakeRun(app: App, userId: number, signal = new AbortController().signal) {
  const tools = createAgentTools(app);
  const said: string[] = [];
  const calls: RecordedCall[] = [];
  const run: AgentRun = {
    signal,
    tools,
    say: async (text) => {
      said.push(text);
    },
    async callTool(name, input) {
      if (calls.length >= STEP_LIMIT) throw new ToolError('The step limit is reached.');
      const call: RecordedCall = { name, input };
      calls.push(call);
      const tool = tools.find((t) => t.name === name);
      if (!tool || !Value.Check(tool.input, input)) {
        call.error = 'Invalid tool input';
        throw new ToolError(call.error);
      }
      try {
        call.output = await tool.execute(input, { userId, signal, progress: async () => {} });
        return call.output;
      } catch (error) {
        call.error = (error as Error).message;
        throw error;
      }
    },
  };
  return { run, said, calls, text: () => said.join('') };
}

/** A request as the runner hands it to a provider. */
export const request = (
  message: string,
  threatUuid: string | null = null,
  threatExplanation = false,
): AgentRequest => ({
  message,
  history: [],
  threatUuid,
  threatExplanation,
});
