import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import gateway from '../../src/gateway/gateway.js';
import { useTestApp } from '../helpers/app.js';
import { DARK_MARKUP_SCRIPT } from '../../src/gateway/app-page.js';
import {
  APP_PAGE,
  AUTH_CHUNK,
  AUTH_PRELOAD,
  INLINE_REGISTRY,
  INLINE_SETTINGS,
  LOGIN_SCREEN,
  MAIN_JS,
  expectedRemotes,
  fixtureVersion,
  writeFixtureBuilds,
} from '../helpers/gateway.js';

const root = writeFixtureBuilds();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ctx = useTestApp(
  {},
  {
    extraPlugins: [
      async (app) => {
        await app.register(gateway, { root });
      },
    ],
  },
);
const IMMUTABLE = 'max-age=31536000, immutable';
const NOT_FOUND = { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] };
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('gateway: the shell under /app/', () => {
  it('redirects / and /app to /app/', async () => {
    expect((await get('/')).headers.location).toBe('/app/');
    const res = await get('/app?next=%2Fdashboard');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/?next=%2Fdashboard');
  });

  it('serves index.html with the remotes registry inlined for /app/ and any client route, uncached', async () => {
    for (const url of ['/app/', '/app/login?mobile=1', '/app/account/reset-password/k3y-x_Y', '/app/a?b=c']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(APP_PAGE);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/app/dashboard' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a missing asset-like path with a real 404, not the page', async () => {
    for (const url of ['/app/main.00000000.js', '/app/static/app.css', '/app/x.json', '/app/m.js.map']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('sends the pre-compressed sibling the client accepts, and varies on it', async () => {
    const br = await get('/app/main.3f2a91c0.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);
    const gzip = await get('/app/main.3f2a91c0.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_JS);
    const plain = await get('/app/main.3f2a91c0.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
    for (const res of [br, gzip, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses the SPA fallback page too', async () => {
    const res = await get('/app/dashboard', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_PAGE);
    const gzip = await get('/app/dashboard', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_PAGE);
  });

  it('serves a first screen prerendered (issue 17): its CSS, its remote manifest preloaded, light markup and the dark one', async () => {
    for (const url of ['/app/login', '/app/login/']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      const { light, dark } = LOGIN_SCREEN;
      expect(res.body).toBe(
        '<!doctype html>' +
          `<div id="root" data-prerendered="login" data-prerendered-mode="light">${light.html}</div>` +
          `<template id="prerendered-dark-markup">${dark.html}</template>` +
          `<script>${DARK_MARKUP_SCRIPT}</script>` +
          `<style id="prerendered-light">${light.css}</style>` +
          `<style id="prerendered-dark" media="not all">${dark.css}` +
          '#root[data-prerendered-mode="light"]{visibility:hidden}</style>' +
          `${INLINE_REGISTRY}${INLINE_SETTINGS}${AUTH_PRELOAD}<script src="/app/main.3f2a91c0.js">`,
      );
    }
  });

  it('allows the inline scripts of its pages by hash in the CSP', async () => {
    const digest = createHash('sha256').update(DARK_MARKUP_SCRIPT).digest('base64');
    const csp = String((await get('/app/login')).headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${digest}'`);
  });

  it('caches hashed files for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/app/main.3f2a91c0.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/app/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('never sets a cookie on these public answers', async () => {
    for (const url of ['/app/', '/app/login', '/app/main.3f2a91c0.js', '/app/remotes.json', '/app/x.js']) {
      expect([url, (await get(url)).headers['set-cookie']]).toEqual([url, undefined]);
    }
  });

  it('refuses paths escaping the build folder', async () => {
    const res = await get('/app/%2e%2e/%2e%2e/mfe-auth/package.json');
    expect(res.statusCode).not.toBe(200);
  });
});

describe('gateway: remotes', () => {
  it('lists each remote with its local manifest and package version, uncached', async () => {
    const res = await get('/app/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(expectedRemotes(fixtureVersion));
  });

  it("serves each remote's build with CORS: entry files uncached, hashed chunks immutable", async () => {
    for (const url of ['/remotes/auth/mf-manifest.json', '/remotes/dashboard/remoteEntry.js']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const chunk = await get('/remotes/auth/__federation_expose_routes.8b1c2d3e.js', {
      'accept-encoding': 'gzip',
    });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(chunk.rawPayload).toString()).toBe(AUTH_CHUNK);
  });

  it('answers a missing remote file with the JSON 404', async () => {
    const res = await get('/remotes/auth/nope.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('gateway: the API beside it', () => {
  it('leaves API routes and the 404 of unknown paths as they were', async () => {
    const session = await get('/_allauth/browser/v1/auth/session');
    expect(session.statusCode).toBe(401);
    expect(session.json()).toMatchObject({ status: 401, data: { flows: expect.any(Array) } });
    expect(String(session.headers['set-cookie'])).toContain('csrftoken=');
    expect((await get('/users/api/user/detail/')).statusCode).toBe(401);
    const unknown = await get('/nope');
    expect(unknown.statusCode).toBe(404);
    // Our error shape, never quoting the path (issue 15).
    expect(unknown.json()).toEqual(NOT_FOUND);
    const allauth = await get('/_allauth/browser/v1/nope');
    expect(allauth.json()).toEqual({ status: 404, errors: [{ message: 'Not found.', code: 'not_found' }] });
  });
});
