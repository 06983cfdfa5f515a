/**
 * The JavaScript a page loads, as the byte budgets count it (DEVELOPERS "Budgets", issue 17):
 * bytes on the wire, each response's encoded body plus its headers, as Lighthouse's transferSize
 * does. Used by the budget test (tests/js-budget.spec.ts) and the bench (bench/bundle-size.ts).
 */
import type { Page, Response } from 'playwright-core';

/** Budgets of a first visit's JavaScript on the wire, bytes (KB = 1000 bytes, the stricter reading). */
export const JS_BUDGETS = { login: 170_000, dashboard: 260_000 } as const;

/** One JavaScript response of a page load. */
export type JsResponse = {
  /** The response itself, e.g. to fetch it again with other headers. */
  response: Response;
  /** Path of its URL. */
  path: string;
  /** Its Content-Encoding, or 'identity'. */
  encoding: string;
  /** Encoded body bytes as the browser received them. */
  transferred: number;
  /** Response header bytes. */
  headers: number;
  /** Decoded body bytes. */
  raw: number;
};

function isJavaScript(url: string, contentType: string | undefined): boolean {
  return /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');
}

/**
 * Opens `path` in `page` (a fresh context, so a cold cache), waits for `ready` and then for the
 * network to go idle, and answers every JavaScript response of the load.
 */
export async function javascriptOf(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<JsResponse[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response.url(), response.headers()['content-type'])) responses.push(response);
  });
  await page.goto(path, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes();
      return {
        response,
        path: new URL(response.url()).pathname,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
        raw: (await response.body()).length,
      };
    }),
  );
}

/** Bytes on the wire of `files`: bodies and headers. */
export const wireBytes = (files: readonly JsResponse[]) =>
  files.reduce((total, file) => total + file.transferred + file.headers, 0);
