import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { OAuth2Client, gaxios } from 'google-auth-library';
import { devClientCredentials } from '../../../../../src/modules/oidc/dev-provider/client.js';
import { useTestApp } from '../../../../helpers/app.js';
import {
  AUTH_PATH,
  GMAIL_SCOPE,
  ORIGIN,
  REDIRECT_URI,
  answerConsent,
  authUrl,
  codeFor,
  gmailGet,
  pkce,
  tokenRequest,
  tokensFor,
} from './stand-in.js';

const ctx = useTestApp();
const BASE = `${ORIGIN}/dev-oidc/google`;

/** gaxios's fetch over `app.inject`, as the email protection client reaches the stand-in. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers));
    if (init.body instanceof URLSearchParams) headers['content-type'] ??= 'application/x-www-form-urlencoded';
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: init.body ? String(init.body) : undefined,
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** google-auth-library's OAuth2Client configured with the stand-in's URLs. */
function realClient() {
  const { clientId, clientSecret } = devClientCredentials(ctx.app.config.secretKey);
  return new OAuth2Client({
    clientId,
    clientSecret,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: `${BASE}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${BASE}/token`,
      oauth2RevokeUrl: `${BASE}/revoke`,
    },
    transporter: new gaxios.Gaxios({ fetchImplementation: injectFetch(ctx.app) }),
  });
}

const locationOf = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location));

describe("the Gmail stand-in's consent page (issue 14, Google's authorization endpoint)", () => {
  it('asks the login_hint account to let Lifeguard read its mail, without a script', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: authUrl(ctx.app, { login_hint: 'Ada<b>@Example.com' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.body).toContain('<h1>Lifeguard wants to access your Google Account</h1>');
    expect(res.body).toContain('<p class="account">ada&lt;b&gt;@example.com</p>');
    expect(res.body).toContain('<li>Read your email messages and settings</li>');
    expect(res.body).toContain(`<form method="post" action="${AUTH_PATH}">`);
    expect(res.body).toContain('value="cancel">Cancel</button>');
    expect(res.body).toContain('value="allow">Allow</button>');
    expect(res.body).not.toContain('<script');
  });

  it.each([
    [
      'another origin',
      { redirect_uri: 'https://evil.example/integrations/gmail/callback/' },
      400,
      'redirect_uri_mismatch',
    ],
    ['another path', { redirect_uri: `${ORIGIN}/elsewhere/` }, 400, 'redirect_uri_mismatch'],
    ['no redirect URI', { redirect_uri: undefined }, 400, 'redirect_uri_mismatch'],
    ['an unknown client', { client_id: 'someone-else' }, 401, 'invalid_client'],
    ['no account', { login_hint: undefined }, 400, 'invalid_request'],
    ['an unknown scope', { scope: 'https://www.googleapis.com/auth/drive' }, 400, 'invalid_scope'],
    [
      'a plain PKCE challenge',
      { code_challenge: pkce().challenge, code_challenge_method: 'plain' },
      400,
      'invalid_request',
    ],
  ])('refuses %s with an error page, never a redirect', async (_case, overrides, status, code) => {
    const res = await ctx.app.inject({ method: 'GET', url: authUrl(ctx.app, overrides) });
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(`role="alert">Error ${status}: ${code}</p>`);
  });

  it("answers 'Allow' with a code, the scope and the state, and 'Cancel' with access_denied", async () => {
    const allowed = locationOf(await answerConsent(ctx.app, 'allow'));
    expect(`${allowed.origin}${allowed.pathname}`).toBe(REDIRECT_URI);
    expect(allowed.searchParams.get('code')).toMatch(/\S{40,}/);
    expect(allowed.searchParams.get('scope')).toBe(GMAIL_SCOPE);
    expect(allowed.searchParams.get('state')).toBe('state-123');

    const cancelled = await answerConsent(ctx.app, 'cancel');
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`${REDIRECT_URI}?error=access_denied&state=state-123`);
  });

  it('refuses a forged or missing interaction with an error page', async () => {
    for (const interaction of ['forged', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: AUTH_PATH,
        payload: { interaction, action: 'allow' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe("the Gmail stand-in's token endpoint", () => {
  const exchange = (code: string, extra: Record<string, string> = {}) =>
    tokenRequest(ctx.app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...extra });

  it('trades a code once for Google-shaped tokens; a second use revokes the grant', async () => {
    const code = await codeFor(ctx.app, 'ada@example.com');
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tokens = first.json();
    expect(tokens).toEqual({
      access_token: expect.any(String),
      expires_in: 3599,
      refresh_token: expect.any(String),
      scope: GMAIL_SCOPE,
      token_type: 'Bearer',
    });
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    const refresh = await tokenRequest(ctx.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('checks the PKCE verifier when the consent had a challenge', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(ctx.app, 'ada@example.com', challenge);
    expect((await exchange(code)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
    const wrong = await exchange(code, { code_verifier: 'w'.repeat(43) });
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    expect((await exchange(code, { code_verifier: verifier })).statusCode).toBe(200);
  });

  it('refuses another client, another redirect URI, an unknown grant type and an expired code', async () => {
    const code = await codeFor(ctx.app, 'ada@example.com');
    const badSecret = await exchange(code, { client_secret: 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toMatchObject({ error: 'invalid_client' });
    expect((await exchange(code, { redirect_uri: `${ORIGIN}/other/` })).json()).toMatchObject({
      error: 'redirect_uri_mismatch',
    });
    expect((await tokenRequest(ctx.app, { grant_type: 'password' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    jest.useFakeTimers({
      now: Date.now() + 61_000,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'],
    });
    try {
      expect((await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts JSON and HTTP Basic client authentication, and refreshes without a new refresh token', async () => {
    const { clientId, clientSecret } = devClientCredentials(ctx.app.config.secretKey);
    const { refresh_token } = await tokensFor(ctx.app, 'ada@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev-oidc/google/token',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      payload: { grant_type: 'refresh_token', refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      expires_in: 3599,
      scope: GMAIL_SCOPE,
      token_type: 'Bearer',
    });
    const { access_token } = res.json();
    const asRefresh = await tokenRequest(ctx.app, {
      grant_type: 'refresh_token',
      refresh_token: access_token,
    });
    expect(asRefresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('google-auth-library against the stand-in (the real client, unchanged)', () => {
  it('exchanges a PKCE code, refreshes, calls Gmail, and revokes the grant', async () => {
    const client = realClient();
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = new URL(
      client.generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: GMAIL_SCOPE,
        state: 's1',
        login_hint: 'ada@example.com',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256' as never,
      }),
    );
    const consent = await answerConsent(ctx.app, 'allow', Object.fromEntries(url.searchParams));
    const code = locationOf(consent).searchParams.get('code') ?? '';
    const { tokens } = await client.getToken({ code, codeVerifier });
    expect(tokens).toMatchObject({ refresh_token: expect.any(String), scope: GMAIL_SCOPE });

    const refreshing = realClient();
    refreshing.setCredentials({ refresh_token: tokens.refresh_token });
    const profile = await refreshing.request<{ emailAddress: string }>({
      url: `${BASE}/gmail/v1/users/me/profile`,
    });
    expect(profile.data.emailAddress).toBe('ada@example.com');

    await client.revokeToken(tokens.refresh_token!);
    const refresh = await tokenRequest(ctx.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    const api = await gmailGet(ctx.app, tokens.access_token!, '/profile');
    expect(api.statusCode).toBe(401);
    expect(api.json().error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    await expect(client.revokeToken(tokens.refresh_token!)).rejects.toMatchObject({ status: 400 });
  });

  it('revokes by an access token in the form body too', async () => {
    const { access_token, refresh_token } = await tokensFor(ctx.app, 'ada@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev-oidc/google/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: access_token }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const refresh = await tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token });
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
