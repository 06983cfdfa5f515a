import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../../oidc/inject-fetch.js';

/**
 * A `fetch` for gaxios (google-auth-library's transport) that serves the offline Google
 * stand-in through `app.inject`, so the client works whether or not the server listens (tests,
 * the worker). gaxios hands over `Headers` and a `URLSearchParams` body without a content type
 * (native fetch would add it): both are made explicit for the injected request.
 */
export function standInFetch(app: FastifyInstance): typeof fetch {
  const inject = injectFetch(app);
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers));
    const { body } = init;
    if (body instanceof URLSearchParams && !headers['content-type']) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    return inject(input instanceof Request ? input.url : String(input), {
      method: init.method ?? 'GET',
      headers,
      body: typeof body === 'string' || body instanceof URLSearchParams ? body : undefined,
      redirect: 'manual',
    });
  }) as typeof fetch;
}
