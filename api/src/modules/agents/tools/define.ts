import type { Static, TSchema } from 'typebox';
import type { AgentTool, ToolContext } from '../agent.js';

/** A tool as written here: `execute` typed by the TypeBox schema of its input. */
type TypedTool<Input extends TSchema, Output> = Omit<AgentTool, 'input' | 'execute'> & {
  input: Input;
  execute(input: Static<Input>, context: ToolContext): Promise<Output>;
};

/**
 * Declares a tool of the agent (agent.ts `AgentTool`) with its input typed by its schema. The
 * runner checks the input against the schema before `execute`, so `execute` reads it as typed.
 */
export const defineTool = <Input extends TSchema, Output>(tool: TypedTool<Input, Output>): AgentTool =>
  tool as AgentTool;
