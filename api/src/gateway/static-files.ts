import type { FastifyStaticOptions } from '@fastify/static';

/** A content hash in a file name: a dot and 8+ hex digits before the extension (`main.3f2a91c0.js`). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The pre-compressed siblings the builds write next to each file (`main.3f2a91c0.js.br`). */
const ENCODED = /\.(br|gz)$/;

/** Cache-Control of a file whose name changes with its content (`public` is implied: no answer needs authorization). */
export const IMMUTABLE = 'max-age=31536000, immutable';
/** Cache-Control of everything else: cached, but revalidated (ETag) before each use. */
export const NO_CACHE = 'no-cache';

/** Cache-Control for a file path, plain or pre-compressed: hashed names are immutable. */
export function cacheControlFor(path: string): string {
  return HASHED.test(path.replace(ENCODED, '')) ? IMMUTABLE : NO_CACHE;
}

/**
 * @fastify/static options for one build folder `root`, or several looked up in order (absolute; may not exist yet, it is
 * looked up per request): `.br`/`.gz` siblings chosen by Accept-Encoding (with
 * `Vary: Accept-Encoding`), {@link cacheControlFor} caching (an ETag only where it revalidates,
 * no Last-Modified: issue 34 kept /app/login within 170 KB), dotfiles hidden, and with `cors`
 * `Access-Control-Allow-Origin: *` so a remote's assets can be loaded by a shell elsewhere. An
 * app's server bundles (`server/`, issue 31) are the API's to run, never files to download.
 */
export function staticFiles(root: string | string[], { cors = false } = {}): FastifyStaticOptions {
  return {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // The ETag revalidates a `no-cache` file; a Last-Modified beside it is bytes on every answer.
    lastModified: false,
    // Builds are scripts, styles and images fetched whole: no range requests, no Accept-Ranges.
    acceptRanges: false,
    suppressWarning: true,
    allowedPath: (path) => !/(^|\/)server\//.test(path),
    setHeaders(reply, path) {
      const cacheControl = cacheControlFor(path);
      reply.header('cache-control', cacheControl);
      // An immutable file is never revalidated: its ETag would only weigh on each answer.
      if (cacheControl === IMMUTABLE) reply.removeHeader('etag');
      if (cors) reply.header('access-control-allow-origin', '*');
    },
  };
}
