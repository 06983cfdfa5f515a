import type { SupportRequest } from '@lifeguard/contracts/schemas/support';
import { supportRequestsApi } from './get-support-requests';

/**
 * POST /api/admin/support-requests/{id}/answered/ (issue 33 item 2) → 200 the request, answered
 * (idempotent: one already answered keeps its first answer). 404 unknown id, 403 for a
 * non-superuser. Refreshes the list ('SupportRequest').
 */
export const markSupportRequestAnsweredApi = supportRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    markSupportRequestAnswered: build.mutation<SupportRequest, number>({
      query: (id) => ({ url: `/api/admin/support-requests/${id}/answered/`, method: 'POST' }),
      invalidatesTags: ['SupportRequest'],
    }),
  }),
});

export const { useMarkSupportRequestAnsweredMutation } = markSupportRequestAnsweredApi;
