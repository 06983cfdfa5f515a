import type { Config } from '../config.js';
import { appCspDirectives, serializeCsp } from '../plugins/security-headers.js';

/**
 * The CSP of a page whose registry loads a development server (a superuser's developer override,
 * issue 34 item 6): the app's, with each such server's origin allowed for scripts and fetches,
 * and its WebSocket origin for hot reload; null when the registry has none (the app's CSP holds).
 */
export function devPageCsp(
  config: Config,
  digests: readonly string[],
  registry: { entry: string; dev?: true }[],
) {
  const origins = registry
    .filter((remote) => remote.dev && URL.canParse(remote.entry))
    .map((remote) => new URL(remote.entry).origin);
  if (origins.length === 0) return null;
  const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
  const directives = appCspDirectives(
    config,
    digests.map((digest) => `'sha256-${digest}'`),
  );
  return serializeCsp({
    ...directives,
    'script-src': [...directives['script-src']!, ...origins],
    'connect-src': [...directives['connect-src']!, ...origins, ...sockets],
  });
}
