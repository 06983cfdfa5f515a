import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { REQUEST_ID_HEADER } from '@lifeguard/contracts/errors';

/** What the server's ids of requests look like (a UUID today); anything else is dropped. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** An RTK Query error that carries the id the server gave the failed request. */
export type ErrorWithRequestId = FetchBaseQueryError & { requestId?: string };

/**
 * An endpoint's `transformErrorResponse` keeping the id a failed answer names (`x-request-id`,
 * sent with every 5xx) on the error, for Contact Support's diagnostics (issue 33 item 2).
 */
export function withRequestId(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): ErrorWithRequestId {
  const requestId = meta?.response?.headers.get(REQUEST_ID_HEADER);
  return requestId && REQUEST_ID.test(requestId) ? { ...error, requestId } : error;
}

/** The failed request's id an error carries ({@link withRequestId}), else undefined. */
export function requestIdOf(error: unknown): string | undefined {
  const requestId = (error as { requestId?: unknown } | null | undefined)?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
}
