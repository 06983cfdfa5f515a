import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { flushAnalytics } from '@lifeguard/shared/analytics/track';
import type { RecordedRequest } from '@lifeguard/shared/testing/mock-api';

/** The analytics events sent so far (flushed now), each with its properties. */
export async function trackedEvents(
  requests: RecordedRequest[],
): Promise<{ event: string; properties: Record<string, unknown> }[]> {
  await act(() => flushAnalytics());
  return requests
    .filter((request) => request.path === '/api/analytics/events/')
    .flatMap(
      (request) =>
        (request.body as { events: { event: string; properties: Record<string, unknown> }[] }).events,
    );
}

/** Drops what earlier tests queued (the queue lives as long as the module), sending nothing. */
export async function dropQueuedAnalytics(): Promise<void> {
  const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
  await flushAnalytics();
  spy.mockRestore();
}
