import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the visitor's request that the API calls of their page carry too. */
const FORWARDED = ['host', 'cookie', 'user-agent', 'accept-language'] as const;

/** Answers that have no body by definition (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A WHATWG `fetch` answering a server render's API calls in process (issue 31), through
 * `app.inject`, as `visitor`: their cookie, host and address, so each call runs the same hooks
 * (session, impersonation, rate limits, audit) as when the browser makes it. Only reads: a server
 * render never writes, so any other method rejects with an Error.
 */
export function serverFetchFor(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = visitor.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new Error(`A server render only reads (${request.method} refused)`);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, accept: request.headers.get('accept') ?? 'application/json' },
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = NULL_BODY.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
