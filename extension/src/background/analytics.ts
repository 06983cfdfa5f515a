import type { AnalyticsEvent } from '@lifeguard/contracts/schemas/analytics';
import { SignedOutError } from '../lib/errors';
import { api, KEYS, readLocal } from './context';

/** The extension lifecycle events of spec 000 §1 ("browser extension lifecycle"). */
export type LifecycleEvent =
  'extension installed' | 'extension connected' | 'extension disconnected' | 'extension threat blocked';

/** Events kept while they cannot be sent (not connected yet, offline); the oldest go first. */
const MAX_PENDING = 100;

/** Appends and flushes run one after the other, so a flush never drops an event added meanwhile. */
let queue: Promise<void> = Promise.resolve();
const serially = (work: () => Promise<void>) => (queue = queue.then(work, work));

const pendingOf = (value: unknown): AnalyticsEvent[] => (Array.isArray(value) ? value : []);

/**
 * Sends the pending events, one flush at a time. Events wait in `chrome.storage.local` while
 * the extension is not connected (the first `extension installed`) or the server is unreachable,
 * and go with the next flush (connect, heartbeat). Never rejects.
 */
export function flushEvents(): Promise<void> {
  return serially(async () => {
    const pending = pendingOf(await readLocal(KEYS.pendingEvents));
    if (pending.length === 0) return;
    try {
      await api.sendEvents(pending);
    } catch (error) {
      if (!(error instanceof SignedOutError)) console.warn('Lifeguard: analytics not sent', error);
      return;
    }
    await chrome.storage.local.set({ [KEYS.pendingEvents]: [] });
  });
}

/**
 * Records a lifecycle event with `source: 'frontend'` (spec 000 §1: every product analytics
 * event carries it), the extension's version and, once known, the account's email (the user is
 * identified to analytics by email), then tries to send it.
 */
export async function track(event: LifecycleEvent, properties: Record<string, string | number> = {}) {
  const email = await readLocal(KEYS.email);
  const entry: AnalyticsEvent = {
    event,
    properties: {
      ...properties,
      source: 'frontend',
      extension_version: chrome.runtime.getManifest().version,
      ...(typeof email === 'string' ? { email } : {}),
    },
    timestamp: new Date().toISOString(),
  };
  await serially(async () => {
    const pending = pendingOf(await readLocal(KEYS.pendingEvents));
    await chrome.storage.local.set({ [KEYS.pendingEvents]: [...pending, entry].slice(-MAX_PENDING) });
  });
  await flushEvents();
}
