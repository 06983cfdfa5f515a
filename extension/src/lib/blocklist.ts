import { getDomain } from 'tldts';
import { normalizeHost } from './host';
import { lookalikeOf, type Brand, type LookalikeReason } from './lookalike';

/** Answers which listed host covers a host name. */
export type HostMatcher = {
  /** How many hosts are listed. */
  size: number;
  /** The listed host that covers `host` (itself or a parent domain), or null. */
  match(host: string): string | null;
};

/**
 * A matcher over the blocklist's `hosts` (issue 32 "a local blocklist of phishing and malware
 * hosts"): a host is covered when it or one of its parent domains is listed, up to its
 * registrable domain (Public Suffix List, private suffixes included). So a listed evil.example
 * covers login.evil.example, but a listed public suffix (com, github.io) covers nothing beyond
 * itself. IP addresses and single-label hosts match only exactly.
 */
export function createHostMatcher(hosts: Iterable<string>): HostMatcher {
  const listed = new Set<string>();
  for (const host of hosts) {
    const name = normalizeHost(host);
    if (name) listed.add(name);
  }
  return {
    size: listed.size,
    match(host) {
      const name = normalizeHost(host);
      if (listed.has(name)) return name;
      const site = getDomain(name, { allowPrivateDomains: true });
      if (!site || site === name) return null;
      for (let dot = name.indexOf('.'); dot !== -1; dot = name.indexOf('.', dot + 1)) {
        const parent = name.slice(dot + 1);
        if (listed.has(parent)) return parent;
        if (parent === site) break;
      }
      return null;
    },
  };
}

/**
 * Hosts the user chose to visit anyway ("Continue anyway"), per tab: tab id → hosts. Plain data,
 * so it can live in `chrome.storage.session` across service worker restarts.
 */
export type TabAllowList = Readonly<Record<string, readonly string[]>>;

/** `list` with `host` allowed in tab `tabId`. */
export function allowHostInTab(list: TabAllowList, tabId: number, host: string): TabAllowList {
  const hosts = list[tabId] ?? [];
  const name = normalizeHost(host);
  return hosts.includes(name) ? list : { ...list, [tabId]: [...hosts, name] };
}

/** Whether the user allowed exactly `host` in tab `tabId`. */
export const isAllowedInTab = (list: TabAllowList, tabId: number, host: string) =>
  list[tabId]?.includes(normalizeHost(host)) ?? false;

/** `list` without tab `tabId` (the tab closed: its allowances end with it). */
export function forgetTab(list: TabAllowList, tabId: number): TabAllowList {
  if (!(tabId in list)) return list;
  const { [tabId]: _closed, ...rest } = list;
  return rest;
}

/** What a top-level navigation is checked against. */
export type NavigationContext = {
  tabId: number;
  /** The configured Lifeguard origin (origin.ts), never blocked. */
  lifeguardOrigin: string;
  hosts: HostMatcher;
  brands: readonly Brand[];
  allowed: TabAllowList;
};

/** The verdict on a navigation; `host` is the only thing about it that may leave the browser. */
export type NavigationDecision =
  | { blocked: false }
  | { blocked: true; host: string; reason: 'listed'; listed: string }
  | { blocked: true; host: string; reason: 'lookalike'; brand: Brand; imitation: LookalikeReason };

const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/;

/** localhost and its subdomains (RFC 6761), loopback and unspecified addresses. */
const isLocal = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  IPV4_LOOPBACK.test(host) ||
  host === '::1' ||
  host === '0.0.0.0';

/**
 * Whether a top-level navigation to `url` is blocked, and why (issue 32 "Protection"). Only
 * http(s) URLs are judged; the Lifeguard origin's host, localhost and loopback addresses, and a
 * host the user allowed in this tab pass. Then a host the blocklist covers is `listed`, and a host
 * imitating a brand (lookalike.ts) is `lookalike`.
 */
export function decideNavigation(url: string, context: NavigationContext): NavigationDecision {
  if (!URL.canParse(url)) return { blocked: false };
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { blocked: false };
  const host = normalizeHost(target.hostname);
  const lifeguardHost = normalizeHost(new URL(context.lifeguardOrigin).hostname);
  if (!host || host === lifeguardHost || isLocal(host)) return { blocked: false };
  if (isAllowedInTab(context.allowed, context.tabId, host)) return { blocked: false };
  const listed = context.hosts.match(host);
  if (listed) return { blocked: true, host, reason: 'listed', listed };
  const lookalike = lookalikeOf(host, context.brands);
  if (lookalike) {
    return { blocked: true, host, reason: 'lookalike', brand: lookalike.brand, imitation: lookalike.reason };
  }
  return { blocked: false };
}
