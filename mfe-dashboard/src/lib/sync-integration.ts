import type { Integration } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * POST /integrations/api/integrations/{id}/sync/ (spec 001 §7) → the integration, its status
 * derived from the user's real state now and `last_synced_at` now; for email protection it also
 * starts a mailbox sync (issue 14). Used by the overview's 'Check now' and the email screen's
 * 'Sync now'. Refreshes every integration query (the list, the Gmail status and progress, the
 * onboarding status) and the action items. Errors: 404 `not_found`, 429 `rate_limited`.
 */
export const syncIntegrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    syncIntegration: build.mutation<Integration, number>({
      query: (id) => ({ url: `/integrations/api/integrations/${id}/sync/`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Integration', 'ActionItem'] : []),
    }),
  }),
});

export const { useSyncIntegrationMutation } = syncIntegrationApi;
