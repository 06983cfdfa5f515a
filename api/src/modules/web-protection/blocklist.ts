import { createHash } from 'node:crypto';
import type { Blocklist } from '@lifeguard/contracts/schemas/web-protection';
import { BRANDS, type Brand } from '../scam-signs/brands.js';
import { presentBrand } from './present.js';

/** The blocklist as answered, and its strong ETag: the version in quotes. */
export type BuiltBlocklist = { blocklist: Blocklist; etag: string };

/** Hex digits of the SHA-256 content hash kept as the version: 64 bits, ample for an ETag. */
const VERSION_DIGITS = 16;

/**
 * The extension's blocklist (issue 32 item 3) from the bundled feed's `feed` hosts and the
 * scam-signs `brands`: hosts deduplicated and sorted (code unit order), brands in scam-signs'
 * order, and `version`, the first 16 hex digits of the SHA-256 of both, so that it changes
 * exactly when what the extension receives does. scam-signs lists no known-bad hosts of its own
 * (its rules read a link's form and names), so the hosts are the feed's.
 */
export function buildBlocklist(feed: readonly string[], brands: readonly Brand[] = BRANDS): BuiltBlocklist {
  const hosts = [...new Set(feed)].sort();
  const presented = brands.map(presentBrand);
  const version = createHash('sha256')
    .update(JSON.stringify({ hosts, brands: presented }))
    .digest('hex')
    .slice(0, VERSION_DIGITS);
  return { blocklist: { version, hosts, brands: presented }, etag: `"${version}"` };
}

/**
 * Whether an `If-None-Match` header value names `etag` (RFC 9110 §13.1.2): `*`, or a
 * comma-separated list of entity tags compared weakly (a `W/` prefix is ignored). No header: false.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
