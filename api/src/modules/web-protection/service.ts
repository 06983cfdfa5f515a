import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildBlocklist, matchesEtag } from './blocklist.js';
import { readFeed } from './feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    webProtection: WebProtection;
  }
}

/**
 * Web protection's server side (issue 32 item 3): the blocklist the browser extension downloads,
 * built once from the feed's `feed` hosts and the scam-signs brands, never per request.
 */
export function createWebProtection(feed: readonly string[]) {
  const { blocklist, etag } = buildBlocklist(feed);
  return {
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
    app.decorate('webProtection', createWebProtection(readFeed()));
  },
  { name: 'web-protection' },
);
