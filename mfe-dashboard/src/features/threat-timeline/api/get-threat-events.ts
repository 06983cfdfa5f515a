import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { Severity } from '@lifeguard/contracts/threats';
import type { ThreatEvent } from '@lifeguard/contracts/schemas/threats';
import { api } from '@lifeguard/shared/api/api-slice';
import { withRequestId } from '@lifeguard/shared/errors/request-id';

/** The shapes the timeline reads (spec 001 §3 "Threat event"). */
export type { Severity as ThreatSeverity, ThreatEvent };

/** Events asked for per page: four times what the timeline first shows, so Load More rarely waits. */
export const EVENTS_PAGE_SIZE = 20;

/**
 * GET /threats/api/events/?page=&page_size= (spec 001 §7), newest first, as an RTK infinite
 * query: page params are 1-based page numbers, a next page exists while the server gives `next`.
 * Polling or a 'ThreatEvent' invalidation refetches every page loaded so far. 401 when signed out;
 * a failure keeps the id of the failed request (`requestIdOf`), for Contact Support (issue 33).
 */
export const getThreatEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThreatEvents: build.infiniteQuery<ListEnvelope<ThreatEvent>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.next ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: '/threats/api/events/',
        params: { page: pageParam, page_size: EVENTS_PAGE_SIZE },
      }),
      providesTags: ['ThreatEvent'],
      transformErrorResponse: withRequestId,
    }),
  }),
});

export const { useGetThreatEventsInfiniteQuery } = getThreatEventsApi;
