import type {
  IntegrationParams,
  UpdateIntegrationRequest as Changes,
} from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';
import { INTEGRATION_LIST_TAG } from './get-integrations';
import type { ServerIntegration } from './integration';

/** The integration's id and the fields to change. */
export type UpdateIntegrationRequest = IntegrationParams & Changes;

/**
 * PATCH /integrations/api/integrations/{id}/ (spec 001 §7), a partial update → the integration.
 * Errors: 404 `not_found` for another user's id, 400 validation. Refreshes the list and what
 * is derived from it (the onboarding status).
 */
export const updateIntegrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateIntegration: build.mutation<ServerIntegration, UpdateIntegrationRequest>({
      query: ({ id, ...changes }) => ({
        url: `/integrations/api/integrations/${id}/`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Integration', id }, INTEGRATION_LIST_TAG],
    }),
  }),
});

export const { useUpdateIntegrationMutation } = updateIntegrationApi;
