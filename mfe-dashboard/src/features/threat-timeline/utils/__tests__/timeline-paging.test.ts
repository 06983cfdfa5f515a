import { describe, expect, it } from '@jest/globals';
import { threatEventFixture } from '../../../../testing/fixtures';
import { TIMELINE_STEP, timelineEvents, timelinePaging } from '../timeline-paging';

const page = (ids: number[], next: string | null = null) => ({
  count: 99,
  next,
  previous: null,
  results: ids.map((id) => threatEventFixture({ id })),
});

describe('timelinePaging (spec 001 §9: 5 shown at first, Load More adds 5)', () => {
  it('shows 5 of a loaded page of 20 and offers more', () => {
    expect(TIMELINE_STEP).toBe(5);
    expect(timelinePaging(5, 20, false)).toEqual({ shown: 5, canLoadMore: true, needsNextPage: false });
  });

  it('shows 10 after one Load More', () => {
    expect(timelinePaging(5 + TIMELINE_STEP, 20, true)).toEqual({
      shown: 10,
      canLoadMore: true,
      needsNextPage: false,
    });
  });

  it('fetches the next page once the events asked for pass those loaded', () => {
    expect(timelinePaging(25, 20, true)).toEqual({ shown: 20, canLoadMore: true, needsNextPage: true });
  });

  it('stops offering more once everything is shown', () => {
    expect(timelinePaging(10, 7, false)).toEqual({ shown: 7, canLoadMore: false, needsNextPage: false });
    expect(timelinePaging(5, 3, false)).toEqual({ shown: 3, canLoadMore: false, needsNextPage: false });
    expect(timelinePaging(5, 0, false)).toEqual({ shown: 0, canLoadMore: false, needsNextPage: false });
  });
});

describe('timelineEvents', () => {
  it('joins the pages in order and keeps an event pushed onto the next page once', () => {
    const events = timelineEvents([page([9, 8, 7], '/threats/api/events/?page=2'), page([7, 6])]);
    expect(events.map(({ id }) => id)).toEqual([9, 8, 7, 6]);
  });
});
