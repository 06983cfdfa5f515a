import type { Config } from '../../../config.js';
import type { AgentProvider } from '../agent.js';
import { createLlmProvider } from './llm/llm-provider.js';
import { createSecurityAgent } from './security-agent/agent.js';

/**
 * The assistant's provider (issue 12): the OpenAI-compatible LLM when LLM_BASE_URL,
 * LLM_API_KEY and LLM_MODEL are all set (config.ts `llm`), else the built-in security agent,
 * which needs no network. Another provider (a local model) plugs in here.
 */
export function createAgentProvider(config: Config): AgentProvider {
  return config.llm ? createLlmProvider(config.llm) : createSecurityAgent();
}
