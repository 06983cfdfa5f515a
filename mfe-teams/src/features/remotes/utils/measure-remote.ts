/** After this long a manifest that has not arrived counts as unreachable (ms). */
export const CHECK_TIMEOUT_MS = 10_000;

/** What this browser saw loading a remote's manifest. */
export type RemoteCheck = {
  /** A 2xx answer whose body parses as JSON. */
  reachable: boolean;
  /** Milliseconds from the request to the whole body, or to the failure. */
  ms: number;
  /** Why it is unreachable ('HTTP 404', 'Not JSON', 'Timed out' or the fetch error); null if reachable. */
  problem: string | null;
};

/** The message of a failed fetch ('Failed to fetch' in Chromium). */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Network error';
}

/**
 * Loads the manifest at `entry` (resolved against this origin) from the network, bypassing the
 * HTTP cache, and times it with performance.now() (issue 18). Never throws: a failure is a
 * {@link RemoteCheck} with `reachable: false`.
 */
export async function measureRemote(entry: string): Promise<RemoteCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  const start = performance.now();
  const result = (reachable: boolean, problem: string | null): RemoteCheck => ({
    reachable,
    ms: Math.round(performance.now() - start),
    problem,
  });
  try {
    const response = await fetch(new URL(entry, window.location.origin), {
      cache: 'no-store',
      signal: controller.signal,
    });
    const body = await response.text();
    if (!response.ok) return result(false, `HTTP ${response.status}`);
    try {
      JSON.parse(body);
    } catch {
      return result(false, 'Not JSON');
    }
    return result(true, null);
  } catch (error) {
    return result(false, controller.signal.aborted ? 'Timed out' : messageOf(error));
  } finally {
    clearTimeout(timer);
  }
}
