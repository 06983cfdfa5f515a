import type { AgentHistoryResponse } from '@lifeguard/contracts/schemas/agents';
import { api } from '@lifeguard/shared/api/api-slice';

export type { AgentHistoryResponse };

/**
 * GET /agents/history/?page_size= (spec 001 §7) → the user's executions, newest first, one page
 * in the list envelope. Read afresh each time a general conversation opens.
 */
export const getAgentHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgentHistory: build.query<AgentHistoryResponse, { pageSize: number }>({
      query: ({ pageSize }) => `/agents/history/?page_size=${pageSize}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAgentHistoryQuery } = getAgentHistoryApi;
