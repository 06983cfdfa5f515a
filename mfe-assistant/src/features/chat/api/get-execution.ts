import type { AgentExecution } from '@lifeguard/contracts/schemas/agents';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * GET /agents/execution/{id}/ (spec 001 §3 "Agent execution", §7) → the execution: its status,
 * `output.response` and `output.action_items_created` once completed, `error` once failed, its
 * tool calls and timings. Read once a polled run is final (spec 001 §4), never from the cache.
 * 404 for an unknown id or another user's.
 */
export const getExecutionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExecution: build.query<AgentExecution, string>({
      query: (id) => `/agents/execution/${encodeURIComponent(id)}/`,
      keepUnusedDataFor: 0,
    }),
  }),
});
