import { SignJWT, decodeJwt } from 'jose';
import { createTokensRepository } from '../../../src/modules/tokens/repository.js';
import { createExtensionTokens } from '../../../src/modules/tokens/service.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { Browser } from '../../helpers/browser.js';
import { useTestApp } from '../../helpers/app.js';
import { TOKENS, TOKEN_NOT_VALID, extensionUser, ingestStatus, nextIp, refresh } from './token-helpers.js';

const ctx = useTestApp({ TOKEN_REFRESH_RATE_LIMIT: '3' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/extension-auth-tokens/', () => {
  it("answers allauth's 401 with flows when signed out", async () => {
    const res = await new Browser(ctx.app).get(TOKENS);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('issues access and refresh JWTs of one family, bound to the token version', async () => {
    const { user, tokens } = await extensionUser(ctx.app);
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ sub: String(user.id), iss: 'lifeguard', type: 'access', ver: 0 });
    expect(access.exp! - access.iat!).toBe(15 * 60);
    const refreshClaims = decodeJwt(tokens.refresh_token);
    expect(refreshClaims).toMatchObject({ type: 'refresh', ver: 0, fam: access.fam });
    expect(refreshClaims.jti).toEqual(expect.any(String));
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(7 * 24 * 60 * 60);
    expect(await ctx.app.extensionTokens.verifyAccessToken(tokens.access_token)).toBe(user.id);
    expect(await ctx.app.extensionTokens.verify(tokens.refresh_token, 'refresh')).toBe(user.id);
  });

  it('rejects a refresh token as access, a tampered token and another key', async () => {
    const { tokens } = await extensionUser(ctx.app);
    const { access_token, refresh_token } = tokens;
    expect(await ctx.app.extensionTokens.verifyAccessToken(refresh_token)).toBeNull();
    expect(await ctx.app.extensionTokens.verifyAccessToken(`${access_token}x`)).toBeNull();
    const other = createExtensionTokens(
      'a-different-secret-key-of-enough-length-000',
      createTokensRepository(ctx.app.db),
    );
    expect(await other.verifyAccessToken(access_token)).toBeNull();
  });
});

describe('POST /api/extension-auth-tokens/refresh/ (issue 15 item 4)', () => {
  it('rotates a refresh token once, without cookie or CSRF token, into a working pair', async () => {
    const { user, tokens } = await extensionUser(ctx.app);
    const res = await refresh(ctx.app, { refresh_token: tokens.refresh_token, unknown: 'dropped' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const next = res.json<typeof tokens>();
    expect(Object.keys(next).sort()).toEqual(['access_token', 'refresh_token']);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({
      sub: String(user.id),
      fam: decodeJwt(tokens.access_token).fam,
    });
    expect(await ingestStatus(ctx.app, next.access_token)).toBe(201);
    // The first pair's access token lives on until it expires: only reuse revokes the family.
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(201);

    const second = await refresh(ctx.app, { refresh_token: next.refresh_token });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes again', async () => {
    const { tokens } = await extensionUser(ctx.app);
    const next = (await refresh(ctx.app, { refresh_token: tokens.refresh_token })).json<typeof tokens>();

    const reuse = await refresh(ctx.app, { refresh_token: tokens.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.headers['cache-control']).toBe('no-store');
    expect(reuse.json()).toEqual(TOKEN_NOT_VALID);
    // The sibling pair, issued for the spent token, stops working too.
    expect(await ingestStatus(ctx.app, next.access_token)).toBe(401);
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(401);
    expect((await refresh(ctx.app, { refresh_token: next.refresh_token })).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes of a token succeed', async () => {
    const { tokens } = await extensionUser(ctx.app);
    const body = { refresh_token: tokens.refresh_token };
    const results = await Promise.all([refresh(ctx.app, body), refresh(ctx.app, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token, and takes one just short of 7 days', async () => {
    const { user } = await extensionUser(ctx.app);
    const repository = createTokensRepository(ctx.app.db);
    const issuedAgo = (ms: number) =>
      createExtensionTokens(ctx.app.config.secretKey, repository, { now: () => Date.now() - ms }).issue(
        user.id,
      );
    const expired = await issuedAgo(7 * DAY_MS + 60_000);
    const res = await refresh(ctx.app, { refresh_token: expired.refresh_token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_NOT_VALID);

    const fresh = await issuedAgo(7 * DAY_MS - 60 * 60_000);
    expect((await refresh(ctx.app, { refresh_token: fresh.refresh_token })).statusCode).toBe(200);
  });

  it("never answers another user's tokens, even for a token naming their family", async () => {
    const alice = await extensionUser(ctx.app);
    const bob = await extensionUser(ctx.app);
    const { fam, jti } = decodeJwt(bob.tokens.refresh_token);
    // A token well signed (as only a leaked key could make) claiming Bob's family for Alice.
    const forged = await new SignJWT({ type: 'refresh', ver: 0, fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.user.id))
      .setIssuer('lifeguard')
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(jti!)
      .sign(new TextEncoder().encode(ctx.app.config.secretKey));
    const res = await refresh(ctx.app, { refresh_token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_NOT_VALID);

    const own = await refresh(ctx.app, { refresh_token: alice.tokens.refresh_token });
    expect(decodeJwt(own.json().access_token).sub).toBe(String(alice.user.id));
    const bobs = await refresh(ctx.app, { refresh_token: bob.tokens.refresh_token });
    expect(bobs.statusCode).toBe(200);
    expect(decodeJwt(bobs.json().access_token).sub).toBe(String(bob.user.id));
  });

  it('refuses an access token, a tampered token and bodies of another shape', async () => {
    const { tokens } = await extensionUser(ctx.app);
    for (const refresh_token of [tokens.access_token, `${tokens.refresh_token.slice(0, -2)}xx`]) {
      const res = await refresh(ctx.app, { refresh_token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(TOKEN_NOT_VALID);
    }
    for (const payload of [
      {},
      { refresh_token: 42 },
      { refresh_token: 'a.b\u0000.c' },
      { refresh_token: '' },
    ]) {
      const res = await refresh(ctx.app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'invalid' }] });
    }
    // None of it spent the real token.
    expect((await refresh(ctx.app, { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
  });

  it('answers 429 past TOKEN_REFRESH_RATE_LIMIT calls a minute per IP', async () => {
    const { tokens } = await extensionUser(ctx.app);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await refresh(ctx.app, { refresh_token: 'a.b.c' }, ip)).statusCode).toBe(401);
    }
    const limited = await refresh(ctx.app, { refresh_token: tokens.refresh_token }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
    });
    expect((await refresh(ctx.app, { refresh_token: tokens.refresh_token }, nextIp())).statusCode).toBe(200);
  });
});
