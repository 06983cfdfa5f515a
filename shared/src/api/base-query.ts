import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER } from '@lifeguard/contracts/csrf';
import { getCsrfToken, isUnsafeMethod } from '@lifeguard/shared/api/csrf';

/**
 * Base query for our one server (spec 000 §7): same origin, credentials included, JSON,
 * `X-CSRFToken` from the `csrftoken` cookie on unsafe methods. fetchBaseQuery sets
 * `content-type: application/json` only when a body is given, so body-less requests carry no
 * such header (Fastify answers 400 to an empty JSON body). No timeout, as the spec says.
 */
export const baseQuery = fetchBaseQuery({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'include',
  prepareHeaders: (headers, { type, arg }) => {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    const token = getCsrfToken();
    if (type === 'mutation' && isUnsafeMethod(method) && token) headers.set(CSRF_HEADER, token);
    return headers;
  },
});
