import type { GmailIntegrationStatus } from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * GET /integrations/api/integrations/{id}/gmail_integration_status/ (spec 001 §7, issue 14) →
 * whether a Gmail account is connected and which, the settings, the last and next sync and the
 * latest sync. Tagged with the integration's id, as the integrations list tags it, so saving
 * settings, syncing, disconnecting or a finished sync refresh both. Errors: 404 `not_found` for
 * another user's id, 401.
 */
export const getGmailIntegrationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGmailIntegrationStatus: build.query<GmailIntegrationStatus, number>({
      query: (id) => `/integrations/api/integrations/${id}/gmail_integration_status/`,
      providesTags: (_result, _error, id) => [{ type: 'Integration', id }],
    }),
  }),
});

export const { useGetGmailIntegrationStatusQuery } = getGmailIntegrationStatusApi;
