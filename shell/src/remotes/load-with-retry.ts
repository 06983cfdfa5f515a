import type { RemoteLoadOutcome } from '@lifeguard/contracts/remote-registry';
import type { RemoteName } from '@lifeguard/shared/routes/routes';
import { reportRemoteLoad } from './load-reports';
import { startAttempt, toMs, type AttemptTimings } from './load-timings';

/** The waits before the first and the second retry, ms: two retries, then the fallback. */
export const RETRY_DELAYS_MS = [300, 1_000] as const;

/** How to load one remote's module (see {@link loadWithRetry}). */
export type RetriedLoad<T> = {
  remote: RemoteName;
  /** One attempt: the registry, the remote's manifest and entry, the module. */
  attempt: () => Promise<T>;
  /** Before each retry: register the remote afresh, so its manifest and entry are fetched again. */
  beforeRetry: () => void;
  /** The registry's version of the remote once known, undefined for a developer's override (not reported). */
  version: () => string | undefined;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's module with a bounded retry (issue 34 item 4): a failed attempt is tried again
 * after 300 ms, then after 1 s, each time after `beforeRetry`; only the third failure rejects (and
 * reaches the fallback panel). Reports the load once it ends: `loaded` at the first attempt,
 * `retried` when a retry saved it, `fallback` with the phase that failed; phase times (ms) are
 * the last attempt's, `total_ms` the whole wait, backoff included.
 * @throws the last attempt's error.
 */
export async function loadWithRetry<T>({
  remote,
  attempt,
  beforeRetry,
  version,
}: RetriedLoad<T>): Promise<T> {
  const start = performance.now();
  const report = (outcome: RemoteLoadOutcome, timings: AttemptTimings) => {
    const label = version();
    const total_ms = toMs(performance.now() - start);
    if (label) reportRemoteLoad({ remote, version: label, outcome, ...timings, total_ms });
  };
  for (let retries = 0; ; retries += 1) {
    const finish = startAttempt(remote);
    try {
      const module = await attempt();
      report(retries === 0 ? 'loaded' : 'retried', finish(false));
      return module;
    } catch (error) {
      const timings = finish(true);
      const delay = RETRY_DELAYS_MS[retries];
      if (delay === undefined) {
        report('fallback', timings);
        throw error;
      }
      await wait(delay);
      beforeRetry();
    }
  }
}
