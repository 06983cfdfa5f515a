import { setTimeout as sleep } from 'node:timers/promises';
import { IDENTIFIER_KINDS, type IdentifierKind, type Identifiers } from '../identifiers.js';
import {
  BreachSearchError,
  HIT_FIELDS,
  emptyHit,
  type BreachHit,
  type BreachSearchProvider,
} from './provider.js';

/** Options of the DeHashed v2 client; the defaults suit production. */
export type DehashedOptions = {
  apiKey: string;
  /** e.g. https://api.dehashed.com, no final slash. */
  apiUrl: string;
  /** Entries per request (1..10000): each request costs one credit whatever its size. */
  pageSize?: number;
  /** At most this many entries are fetched per search. */
  maxResults?: number;
  /** Retries after a 429, each after its Retry-After (else 1 s, 2 s, 4 s...). */
  maxRetries?: number;
  /** A Retry-After longer than this fails the search at once instead of waiting. */
  maxRetryWaitMs?: number;
  timeoutMs?: number;
};

type DehashedEntry = Record<string, unknown> & { id?: unknown; database_name?: unknown };
type DehashedResponse = { entries?: DehashedEntry[] | null; total?: number; balance?: number };

/** DeHashed caps page × size (10,000 for older accounts; 50,000 documented). */
const PAGINATION_LIMIT = 10_000;

const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** A phone in the forms dumps store it: digits, +digits and, for North America, 10 digits. */
const phoneForms = (digits: string) => [
  digits,
  `+${digits}`,
  ...(digits.length === 11 && digits.startsWith('1') ? [digits.slice(1)] : []),
];

const termsOf = (kind: IdentifierKind, value: string) =>
  (kind === 'phone' ? phoneForms(value) : [value]).map((v) => `${kind}:${quote(v)}`);

/** The v2 query for identifiers: exact terms joined by OR, e.g. `email:"a@b.c" OR name:"x y"`. */
export function dehashedQuery(query: Identifiers): string {
  return IDENTIFIER_KINDS.flatMap((kind) => query[kind].flatMap((v) => termsOf(kind, v))).join(' OR ');
}

const asStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value])
    .filter((v) => v !== null && v !== '')
    .map(String);

function toHit(entry: DehashedEntry): BreachHit {
  const hit = emptyHit(`dehashed:${String(entry.id)}`, String(entry.database_name ?? 'Unknown'), entry);
  for (const field of HIT_FIELDS) hit[field] = asStrings(entry[field]);
  return hit;
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    if (typeof error === 'string') return error.slice(0, 200);
  } catch {
    // Not JSON: the status text says enough.
  }
  return res.statusText || `HTTP ${res.status}`;
}

function failure(status: number, error: string): BreachSearchError {
  if (status === 401) {
    return new BreachSearchError(
      'unauthorized',
      `DeHashed refused the API key (401: ${error}). Check DEHASHED_API_KEY: v2 needs a refreshed key, a search subscription and API credits.`,
    );
  }
  if (status === 403) {
    return new BreachSearchError(
      'insufficient_credits',
      `DeHashed refused the search (403: ${error}): the account has no API credits left.`,
    );
  }
  if (status === 429) {
    return new BreachSearchError('rate_limited', `DeHashed is rate limiting our searches (429: ${error}).`);
  }
  if (status === 400)
    return new BreachSearchError('bad_request', `DeHashed rejected the search (400: ${error}).`);
  return new BreachSearchError('unavailable', `DeHashed answered ${status}: ${error}.`);
}

/** Milliseconds to wait after a 429: Retry-After in seconds or as an HTTP date, else backoff. */
function retryDelay(retryAfter: string | null, attempt: number): number {
  if (retryAfter !== null && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  const date = retryAfter ? Date.parse(retryAfter) : NaN;
  return Number.isNaN(date) ? 1000 * 2 ** attempt : Math.max(0, date - Date.now());
}

/**
 * The DeHashed v2 search API (shared/reference/dehashed-v2.md): `POST {apiUrl}/v2/search` with
 * the `Dehashed-Api-Key` header, one OR query per search, pages fetched until `total` or
 * `maxResults`; 429 retried after Retry-After (bounded); 401/403 and others become
 * {@link BreachSearchError}s saying what to fix.
 */
export function createDehashedProvider(options: DehashedOptions): BreachSearchProvider {
  const { apiKey, apiUrl, pageSize = 500, maxResults = 1000, maxRetries = 3 } = options;
  const { maxRetryWaitMs = 30_000, timeoutMs = 15_000 } = options;

  async function post(body: object): Promise<DehashedResponse> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${apiUrl}/v2/search`, {
          method: 'POST',
          headers: {
            'Dehashed-Api-Key': apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new BreachSearchError(
          'unavailable',
          `DeHashed could not be reached: ${(error as Error).message}`,
        );
      }
      if (res.ok) return (await res.json()) as DehashedResponse;
      const error = await errorText(res);
      const delay = retryDelay(res.headers.get('retry-after'), attempt);
      if (res.status !== 429 || attempt >= maxRetries || delay > maxRetryWaitMs)
        throw failure(res.status, error);
      await sleep(delay);
    }
  }

  return {
    name: 'dehashed',
    async search(query) {
      const hits: BreachHit[] = [];
      let total = 0;
      for (let page = 1; hits.length < maxResults && page * pageSize <= PAGINATION_LIMIT; page++) {
        const body = {
          query: dehashedQuery(query),
          page,
          size: pageSize,
          wildcard: false,
          regex: false,
          de_dupe: false,
        };
        const response = await post(body);
        const entries = response.entries ?? [];
        total = response.total ?? 0;
        hits.push(...entries.map(toHit));
        if (entries.length < pageSize || hits.length >= total) break;
      }
      return { hits: hits.slice(0, maxResults), total: Math.max(total, hits.length) };
    },
  };
}
