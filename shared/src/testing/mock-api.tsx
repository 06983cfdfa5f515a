import { jest } from '@jest/globals';

/** A handler answers `[status, body]` for a request; `body` is sent as JSON. */
export type MockHandler = (request: {
  url: URL;
  body: unknown;
  headers: Headers;
}) => [number, unknown] | Promise<[number, unknown]>;

export type RecordedRequest = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Replaces `fetch` with a router over `handlers`, keyed `'METHOD /path/'` (query ignored).
 * Unmatched requests answer 404 `{detail: 'Not found'}`. Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, MockHandler | [number, unknown]>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    const handler = handlers[`${request.method} ${url.pathname}`];
    const [status, json] = !handler
      ? [404, { detail: 'Not found' }]
      : typeof handler === 'function'
        ? await handler({ url, body, headers: request.headers })
        : handler;
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}
