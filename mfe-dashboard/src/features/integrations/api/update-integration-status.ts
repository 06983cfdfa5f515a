import type { IntegrationParams, UpdateStatusRequest } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';
import { INTEGRATION_LIST_TAG } from './get-integrations';
import type { ServerIntegration } from './integration';

/** The integration's id and the status to set. */
export type UpdateIntegrationStatusRequest = IntegrationParams & UpdateStatusRequest;

/**
 * POST /integrations/api/integrations/{id}/update_status/ `{status}` (spec 001 §7) → the
 * integration: 'active' turns it on; 'inactive' turns it off, health offline. Errors: 403
 * `impersonating` when turning off while a superuser acts as the user (issue 13), 404
 * `not_found`. Refreshes the integration, the list and what follows from it (the onboarding
 * status, action items asking to turn a protection on).
 */
export const updateIntegrationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateIntegrationStatus: build.mutation<ServerIntegration, UpdateIntegrationStatusRequest>({
      query: ({ id, status }) => ({
        url: `/integrations/api/integrations/${id}/update_status/`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Integration', id }, INTEGRATION_LIST_TAG, 'ActionItem'] : [],
    }),
  }),
});

export const { useUpdateIntegrationStatusMutation } = updateIntegrationStatusApi;
