import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { signInWithGoogle, startGoogleSignIn, visit } from './sign-in-flow.js';

describe('Google sign-in configuration (README "Configuration")', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-oidc-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).oidc;

  it('uses the development provider unless Google is configured or it is turned off', () => {
    expect(load({})).toEqual({ google: undefined, devProvider: true });
    expect(load({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })).toEqual({
      google: undefined,
      devProvider: true,
    });
    expect(load({ OIDC_DEV_PROVIDER: 'false' })).toEqual({ google: undefined, devProvider: false });
    expect(load({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 's3cret' })).toEqual({
      google: { clientId: 'id.apps', clientSecret: 's3cret' },
      devProvider: false,
    });
  });

  it('wants GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together', () => {
    expect(() => load({ GOOGLE_CLIENT_ID: 'id.apps' })).toThrow(ConfigError);
    expect(() => load({ GOOGLE_CLIENT_SECRET: 's3cret' })).toThrow(
      'Invalid configuration: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
    );
  });
});

describe('with OIDC_DEV_PROVIDER=false and no Google client', () => {
  const ctx = useTestApp({ OIDC_DEV_PROVIDER: 'false' });

  it('sends the browser back to callback_url with provider_unavailable, serving no /dev-oidc', async () => {
    const browser = new Browser(ctx.app);
    const res = await startGoogleSignIn(browser);
    expect(res.headers.location).toBe('/app/auth/callback?error=provider_unavailable&error_process=login');
    // An absolute same-origin callback comes back as its path (issue 30 F6: parsed, never echoed).
    const absolute = await startGoogleSignIn(browser, 'http://localhost:8000/app/auth/callback');
    expect(absolute.headers.location).toBe(
      '/app/auth/callback?error=provider_unavailable&error_process=login',
    );
    expect(browser.cookies.has('oidc_flow')).toBe(false);
    expect((await visit(browser, '/dev-oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  });
});

describe('without PUBLIC_URL (issue 15 §1)', () => {
  const ctx = useTestApp({ HOST: '0.0.0.0', PORT: '8123' });

  it('builds the redirect URI from the server origin, never from an allowed Host', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session', { host: '127.0.0.1:4444' });
    const res = await browser.request({
      method: 'POST',
      url: '/_allauth/browser/v1/auth/provider/redirect',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:4444' },
      payload: new URLSearchParams({
        provider: 'google',
        process: 'login',
        callback_url: '/app/auth/callback',
        csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
      }).toString(),
    });
    const start = new URL(res.headers.location ?? '');
    expect(start.origin).toBe('http://localhost:8123');
    expect(start.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8123/accounts/google/login/callback/',
    );
  });
});

describe('with PUBLIC_URL', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://lifeguard.example/' });

  it('gives the development provider the public origin, whatever Host the request had', async () => {
    const browser = new Browser(ctx.app);
    // The browser's requests name Host localhost:8000 (allowed by default), not the public origin.
    const start = new URL((await startGoogleSignIn(browser)).headers.location ?? '');
    expect(start.origin).toBe('https://lifeguard.example');
    expect(start.searchParams.get('redirect_uri')).toBe(
      'https://lifeguard.example/accounts/google/login/callback/',
    );
    const discovery = await visit(browser, '/dev-oidc/.well-known/openid-configuration');
    expect(discovery.json().token_endpoint).toBe('https://lifeguard.example/dev-oidc/token');
  });

  it('signs in through it', async () => {
    const res = await signInWithGoogle(new Browser(ctx.app), { email: uniqueEmail() });
    expect(res.headers.location).toBe('/app/auth/callback');
  });
});
