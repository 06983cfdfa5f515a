import type { IntegrationStatusCheck } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * POST /integrations/api/integrations/{id}/check_status/ (spec 001 §4 "Status check", §7) →
 * `{status, is_configured, health_status, integration}`: the server derives the status from the
 * user's real state and stores it (success makes it active; offline or error inactive with
 * health offline). It invalidates nothing: the re-check refetches the list once after checking
 * every incomplete integration. Errors: 404 `not_found`.
 */
export const checkIntegrationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkIntegrationStatus: build.mutation<IntegrationStatusCheck, number>({
      query: (id) => ({ url: `/integrations/api/integrations/${id}/check_status/`, method: 'POST' }),
    }),
  }),
});

export const { useCheckIntegrationStatusMutation } = checkIntegrationStatusApi;
