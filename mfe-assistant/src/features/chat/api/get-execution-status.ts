import type { ExecutionStatusResponse } from '@lifeguard/contracts/schemas/agents';
import { api } from '@lifeguard/shared/api/api-slice';

export type { ExecutionStatusResponse };

/**
 * GET /agents/status/{id}/ (spec 001 §7) → `{execution_id, status, has_running_tools}`: what the
 * panel polls every 2 s after a stream error until the status is completed or failed (spec 001
 * §4). 404 for an unknown id or another user's.
 */
export const getExecutionStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExecutionStatus: build.query<ExecutionStatusResponse, string>({
      query: (id) => `/agents/status/${encodeURIComponent(id)}/`,
      keepUnusedDataFor: 0,
    }),
  }),
});
