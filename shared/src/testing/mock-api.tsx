import { jest } from '@jest/globals';

/**
 * What a handler answers: `[status, body]`, `body` sent as JSON, and optionally response
 * headers besides its content type (e.g. a 5xx's `x-request-id`).
 */
export type MockAnswer = [number, unknown] | [number, unknown, Record<string, string>];

/** A handler answers a {@link MockAnswer} for a request. */
export type MockHandler = (request: {
  url: URL;
  body: unknown;
  headers: Headers;
}) => MockAnswer | Promise<MockAnswer>;

export type RecordedRequest = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Replaces `fetch` with a router over `handlers`, keyed `'METHOD /path/'` (query ignored).
 * Unmatched requests answer 404 `{detail: 'Not found'}`. Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, MockHandler | MockAnswer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    const handler = handlers[`${request.method} ${url.pathname}`];
    const [status, json, headers = {}] = !handler
      ? [404, { detail: 'Not found' }]
      : typeof handler === 'function'
        ? await handler({ url, body, headers: request.headers })
        : handler;
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  return requests;
}
