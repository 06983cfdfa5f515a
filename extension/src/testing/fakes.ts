import type { Brand } from '../lib/lookalike';
import type { KeyValueStore } from '../lib/tokens';

/** A few of the server's scam-signs brands (api/src/modules/scam-signs/brands.ts), as the blocklist answers them. */
export const BRANDS: Brand[] = [
  { token: 'paypal', name: 'PayPal', domains: ['paypal.com', 'paypal.me'] },
  { token: 'amazon', name: 'Amazon', domains: ['amazon.com', 'amzn.to', 'a.co', 'amazonaws.com'] },
  { token: 'apple', name: 'Apple', domains: ['apple.com', 'icloud.com', 'apple.co'] },
  { token: 'icloud', name: 'Apple iCloud', domains: ['icloud.com', 'apple.com'] },
  {
    token: 'microsoft',
    name: 'Microsoft',
    domains: ['microsoft.com', 'microsoftonline.com', 'live.com', 'office.com'],
  },
  { token: 'google', name: 'Google', domains: ['google.com', 'youtube.com', 'gmail.com', 'goo.gl', 'g.co'] },
  { token: 'gmail', name: 'Gmail', domains: ['gmail.com', 'google.com'] },
  { token: 'instagram', name: 'Instagram', domains: ['instagram.com', 'meta.com'] },
  { token: 'chase', name: 'Chase', domains: ['chase.com', 'jpmorganchase.com'] },
  { token: 'wellsfargo', name: 'Wells Fargo', domains: ['wellsfargo.com'] },
  { token: 'ups', name: 'UPS', domains: ['ups.com'] },
  { token: 'irs', name: 'the IRS', domains: ['irs.gov'] },
  { token: 'ssa', name: 'Social Security', domains: ['ssa.gov'] },
  { token: 'norton', name: 'Norton', domains: ['norton.com'] },
];

/** The brand of `token` in BRANDS. */
export const brand = (token: string): Brand => {
  const found = BRANDS.find((b) => b.token === token);
  if (!found) throw new Error(`No test brand ${token}`);
  return found;
};

/** A KeyValueStore over a Map, copying values in and out as chrome.storage does. */
export function memoryStore(
  initial: Record<string, unknown> = {},
): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    async get(keys) {
      return Object.fromEntries(
        keys.filter((key) => data.has(key)).map((key) => [key, structuredClone(data.get(key))]),
      );
    },
    async set(items) {
      for (const [key, value] of Object.entries(items)) data.set(key, structuredClone(value));
    },
    async remove(keys) {
      for (const key of keys) data.delete(key);
    },
  };
}

/** A JSON response as the server sends it. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Lets pending promise callbacks and timers of 0 ms run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
