import { setTimeout as wait } from 'node:timers/promises';
import { gaxios } from 'google-auth-library';
import { GmailAuthError, GmailUnavailableError } from './errors.js';

/** Backoff of Gmail's idempotent GETs; the defaults suit production. */
export type RetryOptions = {
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** The first backoff in ms, doubled each retry, with jitter (default 500). */
  baseDelayMs?: number;
  /** The longest wait in ms: a longer Retry-After gives up at once (default 60 000). */
  maxDelayMs?: number;
  /** How to wait `ms` (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>;
};

/** Gmail's 403 reasons that mean "slow down", not "no access". */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

type GoogleErrorBody = { error?: string | { errors?: { reason?: unknown }[] } };

const bodyOf = (error: gaxios.GaxiosError): GoogleErrorBody =>
  (typeof error.response?.data === 'object' && error.response.data) || {};

function isRateLimit403(error: gaxios.GaxiosError): boolean {
  const body = bodyOf(error).error;
  const reasons = typeof body === 'object' ? (body.errors ?? []).map((e) => e.reason) : [];
  return reasons.some((reason) => RATE_LIMIT_REASONS.has(String(reason)));
}

/** Worth another try: no answer (network, timeout), 408, 429, 5xx, or a rate-limit 403. */
function isTransient(error: gaxios.GaxiosError): boolean {
  const status = error.response?.status;
  if (status === undefined) return true;
  return status === 408 || status === 429 || status >= 500 || (status === 403 && isRateLimit403(error));
}

/** Retry-After (seconds or an HTTP date) in ms, or null. */
function retryAfterMs(error: gaxios.GaxiosError): number | null {
  const value = error.response?.headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * `call` (an idempotent request) with retries on transient failures: exponential backoff with
 * jitter (base × 2^n × 0.5–1), at least Retry-After when Google sends one. Rethrows the last
 * error as it came: map it with {@link gmailFailure}.
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 5, baseDelayMs = 500, maxDelayMs = 60_000, sleep = wait } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof gaxios.GaxiosError) || !isTransient(error) || attempt >= attempts) throw error;
      const backoff = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
      const delay = Math.max(backoff, retryAfterMs(error) ?? 0);
      if (delay > maxDelayMs) throw error;
      await sleep(delay);
    }
  }
}

/**
 * Our error for a failed Google call: {@link GmailAuthError} for invalid_grant, 401 and a 403
 * that is no rate limit; {@link GmailUnavailableError} for what {@link withRetries} retries;
 * else a plain Error with the status and Google's short message. Never the request (its URL or
 * headers may hold a token). Errors that are not gaxios's pass through.
 */
export function gmailFailure(error: unknown): Error {
  if (!(error instanceof gaxios.GaxiosError))
    return error instanceof Error ? error : new Error(String(error));
  const status = error.response?.status;
  if (status === undefined)
    return new GmailUnavailableError(`Gmail could not be reached (${error.code ?? 'network error'})`);
  if (isTransient(error)) return new GmailUnavailableError(`Gmail answered ${status}`);
  if (bodyOf(error).error === 'invalid_grant')
    return new GmailAuthError('Google refused the refresh token (invalid_grant)');
  if (status === 401 || status === 403) return new GmailAuthError(`Gmail refused access (${status})`);
  return new Error(`Gmail answered ${status}: ${error.message.slice(0, 200)}`);
}
