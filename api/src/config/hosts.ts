import { ConfigError } from './env.js';
import type { Config } from './types.js';

/**
 * Host names and origins of the configuration: the server's own origin, the Host header names
 * accepted (ALLOWED_HOSTS) and the proxies trusted (TRUST_PROXY).
 */

/** TRUST_PROXY: `true`/`false`, a hop count, or comma-separated addresses and CIDR ranges. */
export function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^[0-9]+$/.test(value) ? Number(value) : value.split(',');
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/**
 * The server's own origin for HOST and PORT: `http://localhost:PORT` for a loopback or
 * unspecified address (browsers and README use localhost, and cookies are per host), else
 * `http://HOST:PORT` (an IPv6 address in brackets).
 */
export function serverOrigin(host: string, port: number): string {
  if (LOOPBACK_OR_ANY.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A host name as a Host header or ALLOWED_HOSTS entry names it, lowercased, port dropped. */
export function hostName(value: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i.exec(value.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** ALLOWED_HOSTS (comma-separated host names, a port is ignored) plus the PUBLIC_URL host. */
export function allowedHosts(list: string | undefined, publicUrl: string): string[] {
  const names = (list ?? 'localhost,127.0.0.1').split(',').filter((entry) => entry.trim());
  const hosts = names.map((entry) => {
    const name = hostName(entry);
    if (!name) throw new ConfigError(`Invalid configuration: ALLOWED_HOSTS entry "${entry.trim()}"`);
    return name;
  });
  return [...new Set([new URL(publicUrl).hostname, ...hosts])];
}
