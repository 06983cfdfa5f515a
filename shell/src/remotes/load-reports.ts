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

/** Sends one batch, by beacon, else by a keepalive fetch; a batch that fails is dropped. */
function send(loads: ReportedLoad[]): void {
  const body = JSON.stringify({ loads });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(REMOTE_LOADS_PATH, blob)) return;
  } catch {
    // A browser refusing the beacon (its size quota, a policy): the fetch below still may go.
  }
  try {
    void fetch(REMOTE_LOADS_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // No fetch either: the report is lost, never the page.
  }
}

function handleVisibilityChange(): void {
  if (document.visibilityState === 'hidden') flushRemoteLoads();
}

/**
 * Sends every queued load report now, in batches of at most {@link MAX_BATCH}, to
 * `POST /api/remotes/loads/` (issue 34 item 4; body `RemoteLoadReportSchema`). Never throws.
 */
export function flushRemoteLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  const loads = queue;
  queue = [];
  for (let from = 0; from < loads.length; from += MAX_BATCH) send(loads.slice(from, from + MAX_BATCH));
}

/**
 * Queues the report of one load of a remote (issue 34 item 4), sent with others when
 * {@link MAX_BATCH} are queued, {@link FLUSH_DELAY_MS} after the first, or when the page is
 * hidden or left, whichever comes first. A no-op outside a browser (the server render).
 */
export function reportRemoteLoad(load: ReportedLoad): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', handleVisibilityChange);
    window.addEventListener('pagehide', flushRemoteLoads);
  }
  queue.push(load);
  if (queue.length >= MAX_BATCH) flushRemoteLoads();
  else timer ??= setTimeout(flushRemoteLoads, FLUSH_DELAY_MS);
}
