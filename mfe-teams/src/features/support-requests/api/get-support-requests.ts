import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { SupportRequest } from '@lifeguard/contracts/schemas/support';
import type { SupportRequestStatus } from '@lifeguard/contracts/support';
import { api } from '@lifeguard/shared/api/api-slice';

export type { SupportRequest, SupportRequestStatus };

/** Requests a page of the Support requests page shows. */
export const SUPPORT_REQUESTS_PAGE_SIZE = 20;

/** What the page asks for: `status` (absent: both) and the 1-based `page`. */
export type SupportRequestsArgs = { status?: SupportRequestStatus; page: number };

/**
 * The api slice with the tag of support requests (issue 33 item 2), added here rather than in
 * the shared slice, which every first screen loads: only this page needs it.
 */
export const supportRequestsApi = api.enhanceEndpoints({ addTagTypes: ['SupportRequest'] });

/**
 * GET /api/admin/support-requests/?status=&page=&page_size=20 (issue 33 item 2) → a page of the
 * requests sent through Contact Support, newest first, in the list envelope. 403 for a
 * non-superuser. Mark answered refreshes it ('SupportRequest').
 */
export const getSupportRequestsApi = supportRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportRequests: build.query<ListEnvelope<SupportRequest>, SupportRequestsArgs>({
      query: ({ status, page }) => ({
        url: '/api/admin/support-requests/',
        params: { ...(status ? { status } : {}), page, page_size: SUPPORT_REQUESTS_PAGE_SIZE },
      }),
      providesTags: ['SupportRequest'],
    }),
  }),
});

export const { useGetSupportRequestsQuery } = getSupportRequestsApi;
