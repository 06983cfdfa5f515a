/**
 * How long the extension's check of one top-level navigation takes (issue 32 "checked before
 * the page loads"): decideNavigation against the shipped blocklist (dist/blocklist.json, so
 * build first) for allowed, listed and lookalike hosts, and how long building the host matcher
 * takes at service worker start. Prints medians and p99 in µs; run `npm run bench -w extension`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseBlocklist } from '../src/lib/api.js';
import { createHostMatcher, decideNavigation } from '../src/lib/blocklist.js';

const blocklist = parseBlocklist(
  JSON.parse(readFileSync(new URL('../dist/blocklist.json', import.meta.url), 'utf8')),
);

const started = performance.now();
const hosts = createHostMatcher(blocklist.hosts);
const buildMs = performance.now() - started;

const context = {
  tabId: 1,
  lifeguardOrigin: 'http://localhost:8000',
  hosts,
  brands: blocklist.brands,
  allowed: {},
};
const samples = {
  allowed: [
    'https://www.bbc.co.uk/news',
    'https://github.com/fastify/fastify',
    'https://shop.example.org/cart',
  ],
  listed: blocklist.hosts.slice(0, 3).map((host) => `http://${host}/login`),
  lookalike: [
    'https://paypal-secure-login.com/',
    'https://rnicrosoft-support.net/',
    'https://xn--pple-43d.com/',
  ],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

console.log(
  `blocklist ${blocklist.version}: ${hosts.size} hosts, ${blocklist.brands.length} brands; matcher built in ${buildMs.toFixed(1)} ms`,
);
for (const [kind, urls] of Object.entries(samples)) {
  for (let i = 0; i < 1000; i++) for (const url of urls) decideNavigation(url, context); // warm up
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    for (const url of urls) {
      const begun = performance.now();
      decideNavigation(url, context);
      times.push((performance.now() - begun) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  const verdicts = urls
    .map((url) => decideNavigation(url, context))
    .map((d) => (d.blocked ? d.reason : 'allowed'));
  console.log(
    `${kind.padEnd(9)} median ${percentile(times, 0.5).toFixed(1)} µs, p99 ${percentile(times, 0.99).toFixed(1)} µs (${verdicts.join(', ')})`,
  );
}
