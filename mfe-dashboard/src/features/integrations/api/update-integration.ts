import { api } from '@lifeguard/shared/api/api-slice';
import type { HealthStatus, ServerIntegration } from './integration';

export type UpdateIntegrationRequest = {
  id: number;
  provider?: string;
  is_active?: boolean;
  is_configured?: boolean;
  health_status?: HealthStatus;
};

/**
 * PATCH /integrations/api/integrations/{id}/ (spec 001 §7), a partial update → the integration.
 * Errors: 404 `not_found` for another user's id, 400 validation. Refreshes the list.
 */
export const updateIntegrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateIntegration: build.mutation<ServerIntegration, UpdateIntegrationRequest>({
      query: ({ id, ...changes }) => ({
        url: `/integrations/api/integrations/${id}/`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Integration', id }],
    }),
  }),
});

export const { useUpdateIntegrationMutation } = updateIntegrationApi;
