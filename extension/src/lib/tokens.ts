import type { ExtensionTokens } from '@lifeguard/contracts/schemas/tokens';
import { ApiError, SignedOutError } from './errors';

/**
 * The part of `chrome.storage.local` the extension uses, so tests can hand in a Map-backed fake;
 * `chrome.storage.local` itself satisfies it. Tokens live only here, never in a page (issue 32).
 */
export type KeyValueStore = {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
};

/** The pair the web app hands over in `setAuthTokens` (spec 000 §3 "Extension token response"). */
export type Tokens = { accessToken: string; refreshToken: string };

/** What the popup shows: connected, signed out by the server (and when), or never connected. */
export type ConnectionState =
  { status: 'connected' } | { status: 'signed_out'; at: string } | { status: 'not_connected' };

const TOKENS_KEY = 'tokens';
const SIGNED_OUT_KEY = 'signedOutAt';

const isTokens = (value: unknown): value is Tokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Tokens).accessToken === 'string' &&
  typeof (value as Tokens).refreshToken === 'string';

/** The extension's sign-in over `store`; `now` dates a sign-out. */
export function createTokenStore(store: KeyValueStore, now: () => Date = () => new Date()) {
  return {
    /** The stored pair, or null when not connected. */
    async read(): Promise<Tokens | null> {
      const { [TOKENS_KEY]: tokens } = await store.get([TOKENS_KEY]);
      return isTokens(tokens) ? tokens : null;
    },
    /** Stores a new pair (connect, refresh); a former sign-out is forgotten. */
    async save(tokens: Tokens): Promise<void> {
      await store.set({
        [TOKENS_KEY]: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      });
      await store.remove([SIGNED_OUT_KEY]);
    },
    /** The server refused the sign-in: drops the tokens and records when, for the popup. */
    async signOut(): Promise<void> {
      await store.remove([TOKENS_KEY]);
      await store.set({ [SIGNED_OUT_KEY]: now().toISOString() });
    },
    /** The user disconnected: drops the tokens, with nothing to report. */
    async disconnect(): Promise<void> {
      await store.remove([TOKENS_KEY, SIGNED_OUT_KEY]);
    },
    /** The connection state the popup shows. */
    async state(): Promise<ConnectionState> {
      const { [TOKENS_KEY]: tokens, [SIGNED_OUT_KEY]: at } = await store.get([TOKENS_KEY, SIGNED_OUT_KEY]);
      if (isTokens(tokens)) return { status: 'connected' };
      return typeof at === 'string' ? { status: 'signed_out', at } : { status: 'not_connected' };
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

/** A fetch against the Lifeguard origin: `path` starts with one '/', e.g. '/threats/api/events/ingest/'. */
export type AuthorizedFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** POST `{refresh_token}` → a new pair (api tokens/routes.ts); the token sent is spent. */
export const REFRESH_PATH = '/api/extension-auth-tokens/refresh/';

type AuthorizedFetchOptions = {
  /** The configured Lifeguard origin (origin.ts); the bearer token never goes anywhere else. */
  origin: string;
  tokens: TokenStore;
  /** `fetch`, bound (`fetch.bind(globalThis)`: an unbound browser fetch throws "Illegal invocation"). */
  fetch: typeof fetch;
  /** Called once when the server refuses the sign-in for good (badge, analytics 'disconnected'). */
  onSignedOut?: () => void;
};

const isTokenAnswer = (body: unknown): body is ExtensionTokens =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ExtensionTokens).access_token === 'string' &&
  typeof (body as ExtensionTokens).refresh_token === 'string';

/**
 * A fetch that signs its requests with `Authorization: Bearer <access token>` (issue 32
 * "Connecting"). On a 401 it refreshes the pair with POST /api/extension-auth-tokens/refresh/
 * and retries once. One refresh is in flight at a time and concurrent callers share it: refresh
 * tokens are single use, and the server revokes the whole family when one is spent twice. A
 * refresh answered 401 or 400, or a 401 after a successful refresh, signs the extension out
 * (tokens cleared, `signedOutAt` recorded, `onSignedOut` called) and rejects with SignedOutError.
 * A refresh that fails otherwise (429, 5xx, network) keeps the tokens and rejects with ApiError
 * or the network's TypeError, to be tried again later. Request bodies must be strings (they are
 * sent twice on a retry).
 * @throws SignedOutError `not_connected` without tokens, `signed_out` as above.
 */
export function createAuthorizedFetch({
  origin,
  tokens,
  fetch,
  onSignedOut,
}: AuthorizedFetchOptions): AuthorizedFetch {
  let refreshing: Promise<Tokens | null> | null = null;

  const send = (path: string, init: RequestInit, accessToken: string) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    return fetch(`${origin}${path}`, { ...init, headers });
  };

  /** Signs out unless another caller already replaced or cleared the pair `used`. */
  const signOutIfCurrent = async (used: Tokens) => {
    const current = await tokens.read();
    if (current?.accessToken !== used.accessToken) return;
    await tokens.signOut();
    onSignedOut?.();
  };

  const rotate = async (current: Tokens): Promise<Tokens | null> => {
    const response = await fetch(`${origin}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
    if (response.status === 400 || response.status === 401) {
      await signOutIfCurrent(current);
      return null;
    }
    const body: unknown = response.ok ? await response.json() : null;
    if (!isTokenAnswer(body)) throw new ApiError(response.status, REFRESH_PATH);
    const next = { accessToken: body.access_token, refreshToken: body.refresh_token };
    await tokens.save(next);
    return next;
  };

  /** The pair after `used` was refused: the one a concurrent refresh brings, or a new one. */
  const refreshAfter = (used: Tokens): Promise<Tokens | null> => {
    refreshing ??= (async () => {
      const current = await tokens.read();
      // A caller whose 401 arrives after another refresh ended just takes the new pair.
      if (!current || current.accessToken !== used.accessToken) return current;
      return rotate(current);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return async (path, init = {}) => {
    if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`Not a Lifeguard path: ${path}`);
    const first = await tokens.read();
    if (!first) throw new SignedOutError('not_connected');
    const response = await send(path, init, first.accessToken);
    if (response.status !== 401) return response;
    const next = await refreshAfter(first);
    if (!next) throw new SignedOutError('signed_out');
    const retried = await send(path, init, next.accessToken);
    if (retried.status !== 401) return retried;
    await signOutIfCurrent(next);
    throw new SignedOutError('signed_out');
  };
}
