/** Dashboard initialization retries on exception up to 3 times (spec 001 §4, §9). */
export const INIT_MAX_RETRIES = 3;
/** ...waiting 1 s times the attempt number before each retry: 1 s, 2 s, 3 s. */
export const INIT_RETRY_DELAY_MS = 1000;

export type RetryOptions = {
  /** Whether a failure is worth another try (false, e.g., once the caller is gone). */
  shouldRetry: (error: unknown) => boolean;
  retries?: number;
  delayMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run`, and on a rejection runs it again up to `retries` times, waiting `delayMs` × the
 * retry number first (spec 001 §4 "Dashboard initialization"). Rejects with the last error, or
 * at once with an error `shouldRetry` refuses.
 */
export async function withRetries<T>(
  run: () => Promise<T>,
  { shouldRetry, retries = INIT_MAX_RETRIES, delayMs = INIT_RETRY_DELAY_MS }: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await run();
    } catch (error) {
      if (retry >= retries || !shouldRetry(error)) throw error;
      await sleep(delayMs * (retry + 1));
    }
  }
}
