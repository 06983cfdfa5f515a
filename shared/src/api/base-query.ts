import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER } from '@lifeguard/contracts/csrf';
import { getCsrfToken, isUnsafeMethod } from '@lifeguard/shared/api/csrf';

/**
 * What a store made on the server gives its thunks (make-store.ts): `serverFetch` answers the
 * store's calls in process, as the signed-in visitor whose page is being rendered (issue 31).
 */
export type ThunkExtra = { serverFetch?: typeof fetch };

/** The origin a server-side store's request URLs carry; only their path and query are used. */
export const SERVER_RENDER_ORIGIN = 'http://lifeguard.internal';

/**
 * Base query for our one server (spec 000 §7): same origin, credentials included, JSON,
 * `X-CSRFToken` from the `csrftoken` cookie on unsafe methods. fetchBaseQuery sets
 * `content-type: application/json` only when a body is given, so body-less requests carry no
 * such header (Fastify answers 400 to an empty JSON body). No timeout, as the spec says.
 */
const browserBaseQuery = fetchBaseQuery({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'include',
  prepareHeaders: (headers, { type, arg }) => {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    const token = getCsrfToken();
    if (type === 'mutation' && isUnsafeMethod(method) && token) headers.set(CSRF_HEADER, token);
    return headers;
  },
});

/**
 * The base query of the api slice: {@link browserBaseQuery}, or, in a store made for a server
 * render, the same calls answered by the store's `serverFetch`.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = (args, api, extraOptions) => {
  const { serverFetch } = (api.extra ?? {}) as ThunkExtra;
  if (!serverFetch) return browserBaseQuery(args, api, extraOptions);
  return fetchBaseQuery({ baseUrl: SERVER_RENDER_ORIGIN, fetchFn: serverFetch })(args, api, extraOptions);
};
