import { CSRF_HEADER } from '@lifeguard/contracts/csrf';
import type { AnalyticsEventsRequest } from '@lifeguard/contracts/schemas/analytics';
import { getCsrfToken } from '@lifeguard/shared/api/csrf';

/** Product analytics (spec 000 §1): batched to our server, `POST /api/analytics/events/`. */
export type AnalyticsEvent = Required<AnalyticsEventsRequest['events'][number]>;

const ENDPOINT = '/api/analytics/events/';
/** A batch goes out this long after its first event, ms, or at once when it holds MAX_BATCH. */
export const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 50;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let identity: string | null = null;

/** Sends what is queued; `keepalive` lets a batch outlive the page. Failures are dropped. */
export function flushAnalytics(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return Promise.resolve();
  const events = queue;
  queue = [];
  const token = getCsrfToken();
  return fetch(ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify({ events } satisfies AnalyticsEventsRequest),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** Identifies the user to analytics by email (spec 000 §1); `null` after sign-out. */
export function identify(email: string | null): void {
  identity = email;
}

/** Records `event` with `source: 'frontend'` and the identified email (spec 000 §1). */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  queue.push({
    event,
    properties: { ...properties, source: 'frontend', ...(identity ? { email: identity } : {}) },
    timestamp: new Date().toISOString(),
  });
  if (queue.length >= MAX_BATCH) void flushAnalytics();
  else timer ??= setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushAnalytics();
  });
}
