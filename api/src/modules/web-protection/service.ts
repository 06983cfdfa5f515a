import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildBlocklist, matchesEtag } from './blocklist.js';
import { packageExtension, type ExtensionPackage } from './extension-package.js';
import { readFeed } from './feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    webProtection: WebProtection;
  }
}

/**
 * Web protection's server side (issue 32): the blocklist the browser extension downloads, built
 * once from the feed's `feed` hosts and the scam-signs brands, never per request; and the
 * extension itself, zipped from the `extensionBuild` folder for `origin()` on first download.
 */
export function createWebProtection(
  feed: readonly string[],
  { extensionBuild, origin }: { extensionBuild: string; origin: () => string },
) {
  const { blocklist, etag } = buildBlocklist(feed);
  let extension: ExtensionPackage | null | undefined;
  return {
    /** The extension zipped for this server, made once there is a build; null while there is none. */
    extensionPackage: () => (extension ??= packageExtension(extensionBuild, origin())),
    /** `{version, hosts, brands}` (contracts BlocklistSchema), the same object on every call. */
    blocklist,
    /** The blocklist's strong ETag: its version in double quotes. */
    etag,
    /** Whether an `If-None-Match` value names the current version (the extension's copy is current). */
    isCurrent: (ifNoneMatch: string | undefined) => matchesEtag(ifNoneMatch, etag),
  };
}

export type WebProtection = ReturnType<typeof createWebProtection>;

/**
 * Domain plugin decorating `app.webProtection`; reads the bundled feed at start, so a broken
 * feed file fails the start (feed.ts FeedError), not a request.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'webProtection',
      createWebProtection(readFeed(), {
        extensionBuild: app.config.extensionDir,
        origin: () => app.publicOrigin(),
      }),
    );
  },
  { name: 'web-protection', dependencies: ['origin'] },
);
