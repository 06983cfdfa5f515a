import { useEffect, useRef } from 'react';
import { track } from '@lifeguard/shared/analytics/track';

/** Tracks 'threat timeline viewed' (spec 001 §7 "Other") once, when the first events arrive. */
export function useTimelineViewedTracking(total: number | undefined) {
  const tracked = useRef(false);
  useEffect(() => {
    if (total === undefined || tracked.current) return;
    tracked.current = true;
    track('threat timeline viewed', { total_events: total });
  }, [total]);
}
