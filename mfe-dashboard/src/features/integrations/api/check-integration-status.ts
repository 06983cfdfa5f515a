import { api } from '@lifeguard/shared/api/api-slice';
import type { HealthStatus, ServerIntegration } from './integration';

/** POST .../{id}/check_status/ answer (spec 001 §4 "Status check", §7). */
export type IntegrationStatusCheck = {
  status: 'success' | 'pending' | 'offline' | 'error';
  is_configured: boolean;
  health_status: HealthStatus;
  integration: ServerIntegration;
};

/**
 * POST /integrations/api/integrations/{id}/check_status/ (spec 001 §7): the server derives the
 * status from the user's real state and stores it (success makes it active; offline or error
 * inactive with health offline). It invalidates nothing: the re-check refetches the list once
 * after checking every incomplete integration. Errors: 404 `not_found`.
 */
export const checkIntegrationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkIntegrationStatus: build.mutation<IntegrationStatusCheck, number>({
      query: (id) => ({ url: `/integrations/api/integrations/${id}/check_status/`, method: 'POST' }),
    }),
  }),
});

export const { useCheckIntegrationStatusMutation } = checkIntegrationStatusApi;
