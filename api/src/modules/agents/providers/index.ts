import type { Config, LlmConfig } from '../../../config.js';
import type { AgentProvider } from '../agent.js';
import { createSecurityAgent } from './security-agent/agent.js';

/**
 * The OpenAI-compatible LLM of `llm`, its module (the AI SDK, about 200 modules) loaded at the
 * first answer rather than when the server starts.
 */
function lazyLlmProvider(llm: LlmConfig): AgentProvider {
  let loaded: Promise<AgentProvider> | undefined;
  return {
    name: 'llm',
    async answer(request, run) {
      loaded ??= import('./llm/llm-provider.js').then(({ createLlmProvider }) => createLlmProvider(llm));
      return (await loaded).answer(request, run);
    },
  };
}

/**
 * The assistant's provider (issue 12): the OpenAI-compatible LLM when LLM_BASE_URL,
 * LLM_API_KEY and LLM_MODEL are all set (config.ts `llm`), else the built-in security agent,
 * which needs no network. Another provider (a local model) plugs in here.
 */
export function createAgentProvider(config: Config): AgentProvider {
  return config.llm ? lazyLlmProvider(config.llm) : createSecurityAgent();
}
