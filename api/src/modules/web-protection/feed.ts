import { readFileSync } from 'node:fs';

/** The bundled open host feed (URLhaus via urlhaus-filter, CC0): api/data/malicious-hosts/README.md. */
export const FEED_FILE = new URL('../../../data/malicious-hosts/hosts.txt', import.meta.url);

/** A lowercase DNS host name of two labels or more, without a trailing dot. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;
/** Four decimal numbers: an IPv4 address, which the feed must not hold (it lists hosts). */
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;

/** Thrown when the feed file holds a line that is not a host name; the server does not start. */
export class FeedError extends Error {}

/**
 * The hosts of the feed file `file` (one a line; blank lines skipped), as written there.
 * @throws FeedError naming the first line that is not a lowercase host name (an IP address, a
 * URL, upper case); the file's own errors (missing, unreadable) as Node throws them.
 */
export function readFeed(file: URL = FEED_FILE): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const hosts: string[] = [];
  for (const [index, line] of lines.entries()) {
    const host = line.trim();
    if (!host) continue;
    if (!HOST.test(host) || IPV4.test(host)) {
      throw new FeedError(`${file.pathname}:${index + 1}: not a lowercase host name: ${host.slice(0, 80)}`);
    }
    hosts.push(host);
  }
  return hosts;
}
