import type { GmailIntegrationAnswer } from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';
import { GMAIL_SYNC_TAG } from './get-gmail-sync-progress';

/**
 * POST /integrations/api/integrations/{id}/disconnect_gmail/ (spec 001 §7, issue 14) →
 * `{integration}`: scanning stops and the server revokes and deletes the Google token. Refreshes
 * the status, the sync progress and the integrations list. Errors: 404 `not_found`, 5xx.
 */
export const disconnectGmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    disconnectGmail: build.mutation<GmailIntegrationAnswer, number>({
      query: (id) => ({ url: `/integrations/api/integrations/${id}/disconnect_gmail/`, method: 'POST' }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'Integration', id }, GMAIL_SYNC_TAG] : []),
    }),
  }),
});

export const { useDisconnectGmailMutation } = disconnectGmailApi;
