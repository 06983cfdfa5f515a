import { describe, expect, it, jest } from '@jest/globals';
import { json, memoryStore, settle } from '../../testing/fakes';
import { ApiError, SignedOutError } from '../errors';
import { createAuthorizedFetch, createTokenStore, REFRESH_PATH } from '../tokens';

const ORIGIN = 'https://lifeguard.example';
const OLD = { accessToken: 'access.old.1', refreshToken: 'refresh.old.1' };
const NEW = { access_token: 'access.new.2', refresh_token: 'refresh.new.2' };
const refused = () => json(401, { detail: 'Given token not valid for any token type' });

type Handler = (url: string, init: RequestInit) => Promise<Response>;

/** A signed-in extension whose server answers with `handler`. */
function setup(handler: Handler, stored: Record<string, unknown> = { tokens: OLD }) {
  const store = memoryStore(stored);
  const tokens = createTokenStore(store, () => new Date('2026-12-01T10:00:00Z'));
  const fetch = jest.fn<Handler>(handler);
  const onSignedOut = jest.fn();
  const authorizedFetch = createAuthorizedFetch({
    origin: ORIGIN,
    tokens,
    fetch: fetch as typeof globalThis.fetch,
    onSignedOut,
  });
  const refreshCalls = () => fetch.mock.calls.filter(([url]) => url === `${ORIGIN}${REFRESH_PATH}`);
  return { store, tokens, fetch, onSignedOut, authorizedFetch, refreshCalls };
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('createTokenStore', () => {
  it('saves, signs out with the time, and disconnects', async () => {
    const { tokens } = setup(async () => json(200, {}), {});
    expect(await tokens.state()).toEqual({ status: 'not_connected' });
    await tokens.save(OLD);
    expect(await tokens.read()).toEqual(OLD);
    expect(await tokens.state()).toEqual({ status: 'connected' });
    await tokens.signOut();
    expect(await tokens.read()).toBeNull();
    expect(await tokens.state()).toEqual({ status: 'signed_out', at: '2026-12-01T10:00:00.000Z' });
    await tokens.save(OLD);
    await tokens.disconnect();
    expect(await tokens.state()).toEqual({ status: 'not_connected' });
  });
});

describe('createAuthorizedFetch', () => {
  it('sends the bearer token to the Lifeguard origin', async () => {
    const { authorizedFetch, fetch } = setup(async () => json(200, { status: 'success' }));
    const response = await authorizedFetch('/integrations/api/extension/heartbeat/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${ORIGIN}/integrations/api/extension/heartbeat/`);
    expect(bearer(init)).toBe('Bearer access.old.1');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('refuses paths that would leave the origin', async () => {
    const { authorizedFetch, fetch } = setup(async () => json(200, {}));
    await expect(authorizedFetch('https://evil.example/')).rejects.toThrow(TypeError);
    await expect(authorizedFetch('//evil.example/')).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects as not connected without tokens, calling nothing', async () => {
    const { authorizedFetch, fetch } = setup(async () => json(200, {}), {});
    await expect(authorizedFetch('/x/')).rejects.toEqual(new SignedOutError('not_connected'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shares one refresh between three concurrent 401s, then retries each once', async () => {
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { authorizedFetch, fetch, refreshCalls, tokens } = setup(async (url, init) => {
      if (url.endsWith(REFRESH_PATH)) {
        await refreshGate;
        return json(200, NEW);
      }
      return bearer(init) === 'Bearer access.new.2' ? json(200, { ok: true }) : refused();
    });

    const pending = ['/a/', '/b/', '/c/'].map((path) => authorizedFetch(path));
    await settle();
    releaseRefresh();
    const responses = await Promise.all(pending);

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(refreshCalls()[0]![1].body as string)).toEqual({ refresh_token: 'refresh.old.1' });
    expect(bearer(refreshCalls()[0]![1])).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(await tokens.read()).toEqual({ accessToken: 'access.new.2', refreshToken: 'refresh.new.2' });
  });

  it('takes the new pair without refreshing again when a 401 arrives after a refresh ended', async () => {
    let answerLate = (_response: Response) => {};
    const late = new Promise<Response>((resolve) => (answerLate = resolve));
    let first = true;
    const { authorizedFetch, refreshCalls } = setup(async (url, init) => {
      if (url.endsWith(REFRESH_PATH)) return json(200, NEW);
      if (bearer(init) === 'Bearer access.new.2') return json(200, { ok: true });
      if (url.endsWith('/slow/') && first) {
        first = false;
        return late;
      }
      return refused();
    });

    const slow = authorizedFetch('/slow/');
    expect((await authorizedFetch('/fast/')).status).toBe(200);
    answerLate(refused());
    expect((await slow).status).toBe(200);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('signs out when the refresh is refused, once for concurrent callers', async () => {
    const { authorizedFetch, onSignedOut, tokens, refreshCalls } = setup(async (url) =>
      url.endsWith(REFRESH_PATH) ? json(401, { errors: [{ code: 'token_not_valid' }] }) : refused(),
    );
    const results = await Promise.allSettled(['/a/', '/b/', '/c/'].map((path) => authorizedFetch(path)));
    expect(results.map((r) => r.status === 'rejected' && r.reason)).toEqual(
      Array(3).fill(new SignedOutError('signed_out')),
    );
    expect(refreshCalls()).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(await tokens.read()).toBeNull();
    expect(await tokens.state()).toEqual({ status: 'signed_out', at: '2026-12-01T10:00:00.000Z' });
  });

  it('signs out on a 401 after a successful refresh', async () => {
    const { authorizedFetch, onSignedOut, tokens, fetch } = setup(async (url) =>
      url.endsWith(REFRESH_PATH) ? json(200, NEW) : refused(),
    );
    await expect(authorizedFetch('/x/')).rejects.toEqual(new SignedOutError('signed_out'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(bearer(fetch.mock.calls[2]![1])).toBe('Bearer access.new.2');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(await tokens.state()).toMatchObject({ status: 'signed_out' });
  });

  it('keeps the tokens when the refresh fails for another reason', async () => {
    const { authorizedFetch, onSignedOut, tokens } = setup(async (url) =>
      url.endsWith(REFRESH_PATH) ? json(429, { errors: [{ code: 'rate_limited' }] }) : refused(),
    );
    await expect(authorizedFetch('/x/')).rejects.toEqual(new ApiError(429, REFRESH_PATH));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(await tokens.read()).toEqual(OLD);
  });

  it('passes other answers through untouched', async () => {
    const { authorizedFetch, refreshCalls } = setup(async () => json(500, { errors: [] }));
    expect((await authorizedFetch('/x/')).status).toBe(500);
    expect(refreshCalls()).toHaveLength(0);
  });
});
