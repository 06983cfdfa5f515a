import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Allows inline scripts by their SHA-256 digests (base64, without the `sha256-` prefix) in
     * the app pages' `script-src`. `digests` is called for every response, so a rebuilt page's
     * scripts are allowed without a restart (the gateway caches them by file modification).
     */
    allowInlineScripts(digests: () => readonly string[]): void;
  }
}

/** Google's sign-in origin: the provider redirect (a form post to us) ends there (spec 000 §4). */
export const GOOGLE_ACCOUNTS_ORIGIN = 'https://accounts.google.com';
/** Where Google serves the profile pictures that become users' avatars. */
export const GOOGLE_AVATARS = 'https://*.googleusercontent.com';

/**
 * What the support messenger (shared/src/messenger/support-messenger.ts, an Intercom widget)
 * loads, from Intercom's published allow-list for CSP level 2 ("Using Intercom with Content
 * Security Policy"), per directive.
 */
export const MESSENGER_SOURCES = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  form: ['https://intercom.help', 'https://api-iam.intercom.io'],
  img: [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
  ],
} as const;

/**
 * Browser features no screen uses, denied to the page and every frame in it. Only features
 * Chromium recognises: an unknown one is reported as an error in the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** App pages whose URL carries a secret (the password reset key): never sent on as a Referer. */
const KEY_IN_URL = /^\/app\/account\/reset-password\//;

/**
 * The development identity provider's pages (/dev-oidc) are server-rendered with one inline
 * `<style>` and a form posting to themselves; they load nothing else. One runs a script: when
 * another person signs in on the same browser, oidc-provider ends the first one's session by a
 * form that submits itself (`form_post`), and appends that inline script's `'sha256-…'` to
 * `script-src` when the CSP has that directive (its script_src_sha.js). So `script-src` is here
 * with an empty source list, which allows no script at all until a hash joins it (CSP3; `'none'`
 * would make browsers warn beside the hash). Without it that page stayed blank (issue 30 item 10).
 */
const DEV_PROVIDER_CSP = [
  "default-src 'none'",
  'script-src',
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Origins of the remotes configured on another origin (REMOTE_<NAME>_URL absolute). */
export function remoteOrigins(remotes: Config['remotes']): string[] {
  const origins = Object.values(remotes)
    .map(({ url }) => (url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined))
    .filter((origin): origin is string => origin !== undefined);
  return [...new Set(origins)];
}

/**
 * The CSP directives of the app pages (issue 15 item 5), from configuration: remotes on another
 * origin, the messenger when MESSENGER_APP_ID is set, Google when it is configured; `hashes` are
 * the sources of the shell's inline scripts (`'sha256-…'`).
 *
 * `style-src` keeps 'unsafe-inline': styled-components injects `<style>` elements at run time
 * and React renders `style` attributes; a nonce would need index.html rendered per request
 * (it is served pre-compressed and cached), and hashes cannot cover generated CSS.
 */
export function appCspDirectives(
  config: Config,
  hashes: readonly string[],
): Record<string, readonly string[]> {
  const remotes = remoteOrigins(config.remotes);
  const messenger = config.messengerAppId !== undefined;
  const google = config.oidc.google !== undefined;
  const pick = (sources: readonly string[]) => (messenger ? sources : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...pick(MESSENGER_SOURCES.script), ...hashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(google ? [GOOGLE_AVATARS] : []), ...pick(MESSENGER_SOURCES.img)],
    'font-src': ["'self'", ...pick(MESSENGER_SOURCES.font)],
    'media-src': ["'self'", ...pick(MESSENGER_SOURCES.media)],
    'connect-src': ["'self'", ...remotes, ...pick(MESSENGER_SOURCES.connect)],
    'frame-src': messenger ? MESSENGER_SOURCES.frame : ["'none'"],
    'form-action': ["'self'", ...(google ? [GOOGLE_ACCOUNTS_ORIGIN] : []), ...pick(MESSENGER_SOURCES.form)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Headers only a document acts on: its CSP, framing, opener, permissions, referrer and legacy
 * browser switches. A script, manifest or source map of a build is no document, so those go
 * from its answers, keeping nosniff, CORP and caching: about 0.9 KB less on each of the 14
 * answers of a first visit of /app/login (issue 17; Lighthouse counts headers as page weight).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The CSP of an API answer (JSON, an event stream, an empty redirect), as OWASP's REST Security
 * Cheat Sheet gives it: such an answer loads nothing and is framed by nobody. With it go only
 * nosniff, `X-Frame-Options: DENY`, CORP and HSTS: the other document headers would add about
 * 0.8 KB to every API answer for a browser that never renders one (issue 17).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Where the gateway serves the apps' builds (api/src/gateway): pages and their files. */
const BUILD_FILES = /^\/(app|remotes)\//;

/** A Content-Security-Policy header value: `directive source source;directive …`. */
export function serializeCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * The headers helmet sets with `options`, as [lowercase name, value] pairs in helmet's order,
 * computed once at start: they depend on the options alone (so no CSP directive may be a
 * function of the request). @fastify/helmet built helmet's middleware on every request (issue 17).
 * @throws TypeError when `options` make helmet remove a header (X-Powered-By, on by default).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), value]),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response (issue 15 item 5), computed by helmet once at start
 * ({@link helmetHeaders}), with the app pages' strict CSP ({@link appCspDirectives}) set here, serialized once per build of the
 * page rather than per response: `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin` (`no-referrer` on
 * pages whose URL carries a key), HSTS only when cookies are Secure (SESSION_COOKIE_SECURE, i.e.
 * served over HTTPS), and a {@link PERMISSIONS_POLICY}. Pages with a policy of their own keep it:
 * the server-rendered pages and Swagger UI set theirs on the reply, which wins over these; the
 * development provider (/dev-oidc) gets its own here. Remote builds under /remotes/ may be
 * loaded by a shell on another origin, so they are `Cross-Origin-Resource-Policy: cross-origin`.
 * A build's files other than its pages go without the {@link DOCUMENT_ONLY_HEADERS}; every other
 * answer that is no page (the API's JSON) carries nosniff, `X-Frame-Options: DENY`, CORP, HSTS
 * and {@link API_CSP} only.
 */
export default fp(
  async (app) => {
    const { config } = app;
    let digests: () => readonly string[] = () => [];
    app.decorate('allowInlineScripts', (source: () => readonly string[]) => {
      digests = source;
    });
    // The app CSP, built again only when the inline scripts change (a rebuilt page): helmet
    // would build it per response from a function directive, a quarter of the throughput of a
    // signed-in read (issue 17 "An honest API benchmark").
    let built: { key: string; header: string } | null = null;
    const appCsp = () => {
      const current = digests();
      const key = current.join(' ');
      if (built?.key !== key) {
        const hashes = current.map((digest) => `'sha256-${digest}'`);
        built = { key, header: serializeCsp(appCspDirectives(config, hashes)) };
      }
      return built.header;
    };
    const helmetSet = helmetHeaders({
      // The CSP is set below, per page.
      contentSecurityPolicy: false,
      // Fastify sends no X-Powered-By: there is nothing to remove.
      xPoweredBy: false,
      strictTransportSecurity: config.sessionCookieSecure
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // The sign-in and support flows are full-page redirects, never popups that talk back.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS);
    // On every answer: nosniff, CORP and HSTS. Only documents get the others.
    const always = helmetSet.filter(([name]) => !documentOnly.has(name));
    const forDocuments = helmetSet.filter(([name]) => documentOnly.has(name));
    const xFrameOptions = helmetSet.find(([name]) => name === 'x-frame-options')!;

    /** A document's headers on `raw`, with `csp` and the referrer policy its path calls for. */
    const setDocumentHeaders = (raw: ServerResponse, path: string, csp: string) => {
      for (const [name, value] of forDocuments) raw.setHeader(name, value);
      raw.setHeader('content-security-policy', csp);
      raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      if (KEY_IN_URL.test(path)) raw.setHeader('referrer-policy', 'no-referrer');
    };
    const isDevProvider = (path: string) => path === '/dev-oidc' || path.startsWith('/dev-oidc/');

    // Set on the raw response, so they also reach the answers a route hijacks: the development
    // provider's pages get all of a document's here. Both hooks take a callback: no promise and
    // microtask per answer (issue 17).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const { raw } = reply;
      for (const [name, value] of always) raw.setHeader(name, value);
      const { url } = request;
      if (url.startsWith('/remotes/')) raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      else if (url.startsWith('/dev-oidc')) {
        const path = url.split('?', 1)[0]!;
        if (isDevProvider(path)) setDocumentHeaders(raw, path, DEV_PROVIDER_CSP);
      }
      done();
    });

    // What the answer is decides the rest: a page gets the app CSP and every document header (a
    // route's own CSP, set on the reply, wins over the app's); a build's other files nothing
    // more; any other answer the API's two.
    app.addHook('onSend', (request, reply, _payload, done) => {
      const { raw } = reply;
      const path = request.url.split('?', 1)[0]!;
      if (isDevProvider(path)) return done();
      const type = String(reply.getHeader('content-type') ?? '');
      const build = BUILD_FILES.test(path);
      if (type.startsWith('text/html') || (build && type === '')) {
        setDocumentHeaders(raw, path, appCsp());
      } else if (!build) {
        raw.setHeader(xFrameOptions[0], xFrameOptions[1]);
        raw.setHeader('content-security-policy', API_CSP);
      }
      done();
    });
  },
  { name: 'security-headers' },
);
