import { createHash } from 'node:crypto';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.js';
import { DARK_MARKUP_SCRIPT } from '../../src/gateway/app-page.js';
import gateway from '../../src/gateway/gateway.js';
import securityHeaders, {
  API_CSP,
  DOCUMENT_ONLY_HEADERS,
  PERMISSIONS_POLICY,
} from '../../src/plugins/security-headers.js';
import { useTestApp } from '../helpers/app.js';
import { writeFixtureBuilds } from '../helpers/gateway.js';

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script><script defer src="/app/main.3f2a91c0.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a CSP header, by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const root = writeFixtureBuilds();
const indexFile = join(root, 'shell/dist/index.html');
// The served page must be the one hashed: drop the fixture's pre-compressed copies.
rmSync(`${indexFile}.br`);
rmSync(`${indexFile}.gz`);
writeFileSync(indexFile, page(THEME_SCRIPT));

/** Issue 15 item 5: security headers on every response, the CSP of the app pages. */
describe('security headers', () => {
  const ctx = useTestApp({}, { extraPlugins: [async (app) => app.register(gateway, { root })] });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives the app pages a strict CSP allowing the inline theme script by its hash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app/login' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", sha256(THEME_SCRIPT), sha256(DARK_MARKUP_SCRIPT)]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    // Cookies are not Secure by default: no HSTS on a plain-HTTP server.
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('follows a rebuilt page: the new inline script is allowed, the old one no longer', async () => {
    const rebuilt = "document.documentElement.dataset.theme='dark'";
    const realNow = Date.now;
    /** Moves the clock past the reader's recheck interval, instead of waiting for it. */
    const later = (ms: number) => {
      Date.now = () => realNow() + ms;
    };
    const scriptSrc = async () =>
      directives(
        (await ctx.app.inject({ method: 'GET', url: '/app/dashboard' })).headers['content-security-policy'],
      )['script-src'];
    writeFileSync(indexFile, page(rebuilt));
    // A rebuild within the same clock tick must still be seen: move the modification time.
    utimesSync(indexFile, new Date(), new Date(realNow() + 5_000));
    try {
      later(6_000);
      expect(await scriptSrc()).toEqual(["'self'", sha256(rebuilt), sha256(DARK_MARKUP_SCRIPT)]);
    } finally {
      writeFileSync(indexFile, page(THEME_SCRIPT));
      utimesSync(indexFile, new Date(), new Date(realNow() + 10_000));
      later(12_000);
      const restored = await scriptSrc();
      Date.now = realNow;
      expect(restored).toEqual(["'self'", sha256(THEME_SCRIPT), sha256(DARK_MARKUP_SCRIPT)]);
    }
  });

  it('sends no Referer from a page whose URL carries the reset key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app/account/reset-password/k3y-s3cret' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("gives API answers, errors included, OWASP's REST headers and none only a document acts on", async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/users/api/user/detail/' });
    expect(signedOut.statusCode).toBe(401);
    const notFound = await ctx.app.inject({ method: 'GET', url: '/users/api/nothing-here/' });
    expect(notFound.statusCode).toBe(404);
    for (const { headers } of [signedOut, notFound]) {
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'content-security-policy': API_CSP,
      });
      expect(directives(headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      for (const name of DOCUMENT_ONLY_HEADERS.filter((n) => n !== 'content-security-policy')) {
        if (name !== 'x-frame-options') expect(headers).not.toHaveProperty(name);
      }
    }
  });

  it("sends a page helmet's headers, computed once, with the values they always had", async () => {
    for (const url of ['/app/login', '/app/dashboard']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('keeps the own policy of the server-rendered pages and of Swagger UI', async () => {
    const terms = await ctx.app.inject({ method: 'GET', url: '/terms/' });
    expect(terms.statusCode).toBe(200);
    const termsCsp = directives(terms.headers['content-security-policy']);
    expect(termsCsp['default-src']).toEqual(["'none'"]);
    expect(termsCsp['style-src']?.[0]).toMatch(/^'sha256-/);

    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const docsCsp = directives(docs.headers['content-security-policy']);
    // Swagger UI's own (staticCSP): it shows the validator badge from validator.swagger.io.
    expect(docsCsp['img-src']).toContain('validator.swagger.io');
    expect(docsCsp).not.toHaveProperty('upgrade-insecure-requests');

    const devProvider = await ctx.app.inject({
      method: 'GET',
      url: '/dev-oidc/.well-known/openid-configuration',
    });
    const devCsp = directives(devProvider.headers['content-security-policy']);
    expect(devCsp['default-src']).toEqual(["'none'"]);
    expect(devCsp['form-action']).toEqual(["'self'"]);
  });

  it('lets a shell on another origin load the remote builds', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes/auth/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await ctx.app.inject({ method: 'GET', url: '/app/login' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("sends a build's scripts and manifests without the headers only a document acts on", async () => {
    for (const url of ['/remotes/auth/remoteEntry.js', '/remotes/auth/mf-manifest.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers).not.toHaveProperty(name);
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/app/login' });
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(page.headers).toHaveProperty(name);
    }
  });
});

describe('security headers from configuration', () => {
  async function headersWith(env: Record<string, string>, url = '/app/') {
    const app = Fastify({ logger: false });
    app.decorate(
      'config',
      loadConfig({ SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789', DATA_DIR: root, ...env }),
    );
    await app.register(securityHeaders);
    app.get('/app/', async (_request, reply) =>
      reply.type('text/html').send('<!doctype html><title>page</title>'),
    );
    app.get('/api/thing/', async () => ({ status: 'success' }));
    const res = await app.inject({ method: 'GET', url });
    await app.close();
    return res.headers;
  }

  it('allows the messenger, Google and remotes on another origin only when configured', async () => {
    const headers = await headersWith({
      MESSENGER_APP_ID: 'abc123',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      REMOTE_DARKWEB_URL: 'https://cdn.example.com:8443/darkweb/mf-manifest.json',
      REMOTE_AUTH_URL: '/remotes/auth/mf-manifest.json',
    });
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example.com:8443', 'https://widget.intercom.io']),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example.com:8443', 'https://api-iam.intercom.io']),
    );
    expect(csp['form-action']).toEqual(expect.arrayContaining(["'self'", 'https://accounts.google.com']));
    expect(csp['script-src']?.filter((s) => s.startsWith('https://') && !s.includes('intercom'))).toEqual([
      'https://cdn.example.com:8443',
    ]);
  });

  it('sends HSTS only when cookies are Secure', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    const secure = await headersWith({ SESSION_COOKIE_SECURE: 'true' });
    expect(secure['strict-transport-security']).toBe(hsts);
    const secureApi = await headersWith({ SESSION_COOKIE_SECURE: 'true' }, '/api/thing/');
    expect(secureApi['strict-transport-security']).toBe(hsts);
    const plain = await headersWith({});
    expect(plain).not.toHaveProperty('strict-transport-security');
    expect(directives(plain['content-security-policy'])['connect-src']).toEqual(["'self'"]);
  });
});
