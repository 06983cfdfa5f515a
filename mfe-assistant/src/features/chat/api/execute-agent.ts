import type { AgentExecution, ExecuteAgentRequest } from '@lifeguard/contracts/schemas/agents';
import { api } from '@lifeguard/shared/api/api-slice';

export type { AgentExecution, ExecuteAgentRequest };

/**
 * POST /agents/execute/ (spec 001 §7 "Agents") → the execution. The panel always runs
 * asynchronously (`async_execution: true`): the answer is the pending execution at once, with
 * its `execution_id`, and the run's events follow on the stream. A threat explanation sends
 * `threat_uuid` and `threat_explanation: true`; every message of one conversation sends the same
 * `session_id`. 400 for an empty or too long message, 401 signed out, 429 over the run limits
 * (allauth's error shape).
 */
export const executeAgentApi = api.injectEndpoints({
  endpoints: (build) => ({
    executeAgent: build.mutation<AgentExecution, ExecuteAgentRequest>({
      query: (body) => ({ url: '/agents/execute/', method: 'POST', body }),
    }),
  }),
});

export const { useExecuteAgentMutation } = executeAgentApi;
