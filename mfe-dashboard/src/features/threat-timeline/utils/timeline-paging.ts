import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { ThreatEvent } from '@lifeguard/contracts/schemas/threats';

/** Spec 001 §9: the timeline shows 5 events at first and Load More adds 5. */
export const TIMELINE_STEP = 5;

/** What the timeline shows: `shown` events of those loaded, and whether Load More is offered. */
export type TimelinePaging = { shown: number; canLoadMore: boolean; needsNextPage: boolean };

/**
 * The paging of spec 001 §9 for `visible` events asked for (5, 10, ...), `loaded` events fetched
 * and whether the server has another page: shows what it can, offers Load More while anything is
 * left here or on the server, and says when the next page must be fetched to fill `visible`.
 */
export function timelinePaging(visible: number, loaded: number, hasNextPage: boolean): TimelinePaging {
  return {
    shown: Math.min(visible, loaded),
    canLoadMore: visible < loaded || hasNextPage,
    needsNextPage: hasNextPage && visible > loaded,
  };
}

/**
 * The events of the pages loaded, in order, each once: a poll refetches pages one by one, so an
 * event arriving in between pushes the last of a page onto the next one.
 */
export function timelineEvents(pages: readonly ListEnvelope<ThreatEvent>[]): ThreatEvent[] {
  const byId = new Map<number, ThreatEvent>();
  for (const event of pages.flatMap((page) => page.results)) {
    if (!byId.has(event.id)) byId.set(event.id, event);
  }
  return [...byId.values()];
}
