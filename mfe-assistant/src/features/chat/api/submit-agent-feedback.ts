import type { AgentFeedbackRequest, AgentFeedbackResponse } from '@lifeguard/contracts/schemas/agents';
import { api } from '@lifeguard/shared/api/api-slice';

export type SubmitAgentFeedbackArgs = { executionId: string; helpful: boolean };

/**
 * POST /agents/feedback/{id}/ with `{feedback: {helpful}, timestamp}` (spec 001 §7) → the stored
 * feedback. One per execution: a later one replaces it, so the user can change their mind.
 * `timestamp` is when the user answered, ISO 8601.
 */
export const submitAgentFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitAgentFeedback: build.mutation<AgentFeedbackResponse, SubmitAgentFeedbackArgs>({
      query: ({ executionId, helpful }) => ({
        url: `/agents/feedback/${encodeURIComponent(executionId)}/`,
        method: 'POST',
        body: { feedback: { helpful }, timestamp: new Date().toISOString() } satisfies AgentFeedbackRequest,
      }),
    }),
  }),
});

export const { useSubmitAgentFeedbackMutation } = submitAgentFeedbackApi;
