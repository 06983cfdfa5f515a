import type { AgentToolName } from '@lifeguard/contracts/agents';
import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import type { TSchema } from 'typebox';

/**
 * The seams of the security assistant (issue 12): the runner (runner.ts) owns an execution,
 * its stored events and its limits; a provider (providers/) decides what to say and which tools
 * to call; tools (tools/) read and change the signed-in user's data. Both providers speak
 * through the same {@link AgentRun}, so the event protocol and the tools are the same for both.
 */

/** One earlier turn of the conversation (the same chat session), oldest first. */
export type AgentTurn = { role: 'user' | 'agent'; content: string };

/** What the user asked, as a provider sees it. */
export type AgentRequest = {
  /** The user's message, trimmed, 1 … 4000 characters. */
  message: string;
  /** Earlier turns of this chat session, oldest first (at most the last 10). */
  history: AgentTurn[];
  /** The threat the conversation is about (the event's `threat_id`), if any. */
  threatUuid: string | null;
  /** True for the first message of an Explain: explain the threat in plain words. */
  threatExplanation: boolean;
};

/** What a tool's `execute` gets besides its input. The user is bound here, never by the model. */
export type ToolContext = {
  userId: number;
  signal: AbortSignal;
  /** Reports progress (0–100) and the current stage; streamed as a `tool_call` in_progress. */
  progress(progress: number, stageName?: string, stageDetails?: string): Promise<void>;
};

/**
 * A tool of the agent. `input` is a TypeBox schema (handed to an LLM as JSON Schema and checked
 * by the runner before `execute`). `execute` answers JSON-serialisable output that never holds
 * an unmasked breached value; it throws {@link ToolError} for a failure the model may read.
 */
export type AgentTool<Input = unknown, Output = unknown> = {
  name: AgentToolName;
  /** One sentence for the model and the tool progress row. */
  description: string;
  input: TSchema;
  execute(input: Input, context: ToolContext): Promise<Output>;
  /** Set on create_action_item: its output is a {@link CreatedActionItem} the run reports. */
  createsActionItem?: true;
};

/**
 * A failure whose message is safe to show the user (and the model): a run failing with one
 * shows its message; any other error shows a generic text and is only logged.
 */
export class AgentError extends Error {}

/** A tool failure whose message is safe to show the user and the model. */
export class ToolError extends AgentError {}

/** The run a provider drives: everything it does goes through here. */
export type AgentRun = {
  /** Aborted at the per-execution timeout; providers stop promptly. */
  signal: AbortSignal;
  /** The tools, for a provider that lists them to a model. */
  tools: readonly AgentTool[];
  /** Streams the next piece of the answer (a `message` event); the answer is their concatenation. */
  say(text: string): Promise<void>;
  /**
   * Runs a tool for the signed-in user: checks `input` against its schema, emits its
   * `tool_call` events, stores it, and answers its output.
   * @throws ToolError when the input is invalid, the tool fails, or the step limit (5) is reached.
   */
  callTool(name: AgentToolName, input: unknown): Promise<unknown>;
};

/** A way of answering: the built-in security agent, an OpenAI-compatible LLM, later others. */
export type AgentProvider = {
  readonly name: string;
  /** Answers `request` through `run`. A throw fails the execution with its message. */
  answer(request: AgentRequest, run: AgentRun): Promise<void>;
};

export type { CreatedActionItem };
