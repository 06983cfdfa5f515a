import { useMemo, useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { requestIdOf } from '@lifeguard/shared/errors/request-id';
import { useGetThreatEventsInfiniteQuery } from '../api/get-threat-events';
import { TIMELINE_STEP, timelineEvents, timelinePaging } from '../utils/timeline-paging';
import { useTimelineViewedTracking } from './use-timeline-viewed-tracking';

/** Spec 001 §9: the timeline refreshes every 5 minutes. */
export const TIMELINE_REFRESH_MS = 300_000;

/**
 * The threat timeline's data and paging (spec 001 §9): events polled every 5 minutes (every
 * loaded page refetched), 5 shown at first, `loadMore` shows 5 more and fetches the next page of
 * the server when those loaded run out. `total` is the server's count of the user's events;
 * `requestId`, after a failure, the id the server gave the failed request (issue 33 item 2).
 */
export function useThreatTimeline() {
  const query = useGetThreatEventsInfiniteQuery(undefined, { pollingInterval: TIMELINE_REFRESH_MS });
  const { data, hasNextPage, fetchNextPage, refetch } = query;
  const [visible, setVisible] = useState(TIMELINE_STEP);
  const events = useMemo(() => timelineEvents(data?.pages ?? []), [data]);
  const paging = timelinePaging(visible, events.length, hasNextPage);
  const total = data?.pages[0]?.count;
  useTimelineViewedTracking(total);

  const loadMore = () => {
    const next = visible + TIMELINE_STEP;
    setVisible(next);
    track('threat timeline load more', { shown: Math.min(next, total ?? next) });
    if (timelinePaging(next, events.length, hasNextPage).needsNextPage) void fetchNextPage();
  };

  return {
    events: events.slice(0, paging.shown),
    total: total ?? 0,
    canLoadMore: paging.canLoadMore,
    loadMore,
    refetch: () => void refetch(),
    isLoading: query.isLoading,
    isError: query.isError,
    requestId: requestIdOf(query.error),
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
