import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  jsonSchema,
  stepCountIs,
  streamText,
  tool,
  type JSONSchema7,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import type { LlmConfig } from '../../../../config.js';
import { AgentError, type AgentProvider, type AgentRequest, type AgentRun } from '../../agent.js';
import { systemPrompt } from './system-prompt.js';

/** Most model steps of one answer (issue 12: at most 5). */
export const MAX_STEPS = 5;

/** The tools of the run as AI SDK tools: JSON Schema from their TypeBox input, run through the run. */
function toolSet(run: AgentRun): ToolSet {
  return Object.fromEntries(
    run.tools.map((agentTool) => [
      agentTool.name,
      tool({
        description: agentTool.description,
        // TypeBox schemas are JSON Schema; a plain copy drops TypeBox's own non-enumerable keys.
        inputSchema: jsonSchema(JSON.parse(JSON.stringify(agentTool.input)) as JSONSchema7),
        execute: (input: unknown) => run.callTool(agentTool.name, input),
      }),
    ]),
  );
}

/** Earlier turns, then the message. */
const messagesOf = (request: AgentRequest): ModelMessage[] => [
  ...request.history.map((turn): ModelMessage =>
    turn.role === 'user'
      ? { role: 'user', content: turn.content }
      : { role: 'assistant', content: turn.content },
  ),
  { role: 'user', content: request.message },
];

/** What a failed run says: never the model server's own words, which may carry its address or key. */
export class LlmError extends AgentError {}

const FAILED = 'The language model could not answer.';

/**
 * Provider 1 (issue 12): an OpenAI-compatible chat-completions API (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL) through the Vercel AI SDK, streaming, with the agent's tools mapped onto
 * `run.callTool` (a tool's failure goes back to the model as its result), at most
 * {@link MAX_STEPS} steps, aborted with the run. Text pieces stream through `run.say` as they
 * arrive. `fetch` is for tests.
 * @throws LlmError when the model server fails; the run's abort reason when aborted.
 */
export function createLlmProvider(config: LlmConfig, fetch?: typeof globalThis.fetch): AgentProvider {
  const provider = createOpenAICompatible({
    name: 'lifeguard-llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    ...(fetch ? { fetch } : {}),
  });
  const model = provider.chatModel(config.model);

  return {
    name: 'llm',
    async answer(request, run) {
      let failure: unknown = null;
      const result = streamText({
        model,
        system: systemPrompt(request),
        messages: messagesOf(request),
        tools: toolSet(run),
        stopWhen: stepCountIs(MAX_STEPS),
        abortSignal: run.signal,
        maxRetries: 1,
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      const pieces = result.textStream[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<string>;
        try {
          next = await pieces.next();
        } catch (error) {
          run.signal.throwIfAborted();
          throw new LlmError(FAILED, { cause: error });
        }
        if (next.done) break;
        if (next.value) await run.say(next.value);
      }
      run.signal.throwIfAborted();
      if (failure) throw new LlmError(FAILED, { cause: failure });
    },
  };
}
