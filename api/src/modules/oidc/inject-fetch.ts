import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * A fetch that serves the development provider's URLs through `app.inject`: its endpoints are
 * this server's own routes, so it answers whether or not the server listens (and in tests).
 */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, { method, headers, body }) => {
    const target = new URL(url);
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload: typeof body === 'string' || body instanceof URLSearchParams ? String(body) : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value ?? []].flat()) responseHeaders.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
