import { REMOTE_LOADS_PATH } from '@lifeguard/contracts/remote-registry';
import type { RemoteLoad } from '@lifeguard/contracts/schemas/remote-registry';

/** One load as sent: the contract's `RemoteLoad` (issue 34 item 4). */
export type ReportedLoad = RemoteLoad;

/** Loads per request: the most `RemoteLoadReportSchema` accepts. */
export const MAX_BATCH = 20;
/** How long a report waits for others before it is sent, ms. */
export const FLUSH_DELAY_MS = 5_000;

/** Reports not sent yet; never more than {@link MAX_BATCH}, since a full batch is sent at once. */
let queue: ReportedLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/**
 * Sends one batch by beacon (no CSRF header needed: the endpoint takes none); a batch the browser
 * refuses (its beacon quota) is dropped, never the page.
 */
function send(loads: ReportedLoad[]): void {
  try {
    navigator.sendBeacon(
      REMOTE_LOADS_PATH,
      new Blob([JSON.stringify({ loads })], { type: 'application/json' }),
    );
  } catch {
    // No beacon in this browser: the report is lost.
  }
}

/**
 * Sends every queued load report now, one batch (the queue never holds more than
 * {@link MAX_BATCH}), to `POST /api/remotes/loads/` (issue 34 item 4; body
 * `RemoteLoadReportSchema`). Never throws.
 */
export function flushRemoteLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length > 0) send(queue);
  queue = [];
}

/**
 * Queues the report of one load of a remote (issue 34 item 4), sent with others when
 * {@link MAX_BATCH} are queued, {@link FLUSH_DELAY_MS} after the first, or when the page is
 * hidden, whichever comes first: `visibilitychange` to hidden, the last event a page reliably
 * gets, also when it is left or closed. A no-op outside a browser (the server render).
 */
export function reportRemoteLoad(load: ReportedLoad): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushRemoteLoads();
    });
  }
  queue.push(load);
  if (queue.length >= MAX_BATCH) flushRemoteLoads();
  else timer ??= setTimeout(flushRemoteLoads, FLUSH_DELAY_MS);
}
