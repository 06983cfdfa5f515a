import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from '../plugins/errors.js';
import { SESSION_COOKIE } from '../plugins/session-cookie.js';
import type { AppPages, ComposedPage } from './app-page.js';
import { RemotesManifestSchema, type RemotesManifest } from './remotes-manifest.js';
import type { ServerPages } from './server-pages.js';
import { NO_CACHE, staticFiles } from './static-files.js';

/** A visitor's registry, and whether it is theirs alone (a canary, an override) or everyone's. */
export type VisitorRegistry = { registry: RemotesManifest; personal: boolean };

/** Cache-Control and Vary of an answer holding a visitor's own registry: no shared cache keeps it. */
const PERSONAL = { 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Encoding' };

export type ShellOptions = {
  /** The shell's files (absolute); may be missing, then pages answer 503. */
  dist: string;
  /**
   * The registry of the visitor making `request` (issue 34: their canaries, a superuser's
   * developer override), served as remotes.json and inlined in their page.
   */
  registry: (request: FastifyRequest) => Promise<VisitorRegistry>;
  /** The registry every visitor gets without a release or override: the builds'. */
  defaults: () => RemotesManifest;
  /** The CSP of a page that loads a development server (issue 34 item 6), else null for the app's. */
  devCsp: (registry: RemotesManifest) => string | null;
  /** The composed pages of the app's routes (app-page.ts). */
  pages: AppPages;
  /** The server renders of signed-in pages (server-pages.ts). */
  serverPages: ServerPages;
};

/**
 * Cache-Control and Vary of a page rendered for one visitor (issue 31): never stored by the
 * browser or a shared cache, and it differs with the session cookie.
 */
const PRIVATE_PAGE = { 'cache-control': 'private, no-store', vary: 'Cookie, Accept-Encoding' };

/** Paths of build outputs: when missing they are a real 404, never the SPA page. */
const ASSET = /\.([mc]?js|css|json|map|html|txt|wasm|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|br|gz)$/i;

const NOT_BUILT =
  "Lifeguard's web app is not built yet. Run `npm run build -w shell` " +
  '(or `npm start`, which builds what is missing), then reload this page.\n';

/** The encoding of a composed page to send for `accept-encoding`, br first. */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * The shell under its prefix (`/app`): files of `dist`, GET remotes.json, and the SPA fallback.
 * A GET/HEAD of a path that is no file and not asset-like gets the app page (app-page.ts: the
 * shell's index.html with the remotes registry inlined, a first screen prerendered) with 200 and
 * `no-cache`, compressed when accepted, so client routes such as /app/login load the app;
 * 503 text/plain while the shell is not built. Anything else unknown is our JSON 404 (`routeNotFound`).
 */
async function shell(
  app: FastifyInstance,
  { dist, registry, defaults, devCsp, pages, serverPages }: ShellOptions,
) {
  // `/app/` itself is an app page too, not the bare index.html.
  await app.register(fastifyStatic, { ...staticFiles(dist), index: false });

  app.get(
    '/remotes.json',
    { schema: { response: { 200: RemotesManifestSchema } } },
    async (request, reply) => {
      const visitor = await registry(request);
      return reply
        .headers(visitor.personal ? PERSONAL : { 'cache-control': NO_CACHE })
        .send(visitor.registry);
    },
  );

  /**
   * The page rendered for a signed-in visitor of `path` (issue 31) inlining their `visitor`
   * registry, or null to send the app's page: also when the route's remote is another version for
   * them than the build the server renders with (a canary, an activated version, an override).
   */
  async function serverRendered(
    request: FastifyRequest,
    path: string,
    search: string,
    visitor: RemotesManifest,
  ) {
    // The gateway may run alone, without the API's cookie parser (then no one is signed in).
    const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
    if (request.method !== 'GET' || !cookies?.[SESSION_COOKIE]) return null;
    const location = `${path.slice('/app'.length)}${search ? `?${search}` : ''}`;
    const rendered = await serverPages.render(request, location);
    if (!rendered) return null;
    const entryOf = (list: RemotesManifest) => list.find((remote) => remote.name === rendered.remote)?.entry;
    return entryOf(visitor) === entryOf(defaults()) ? pages.serverPage(rendered, visitor) : null;
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: ComposedPage) {
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply.code(200);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.html);
  }

  /**
   * Answers the app page of the requested path: for a signed-in visitor of a framed route, the
   * page rendered with their data (private); else the composed page (200), or 503 while the
   * shell is not built.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, search: string) {
    const visitor = await registry(request);
    const csp = devCsp(visitor.registry);
    if (csp) reply.header('content-security-policy', csp);
    const rendered = await serverRendered(request, path, search, visitor.registry);
    if (rendered) return send(request, reply.headers(PRIVATE_PAGE), rendered);
    const page = pages.page(path, search, visitor.registry);
    if (!page) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT);
    }
    const headers = visitor.personal ? PERSONAL : { 'cache-control': NO_CACHE, vary: 'Accept-Encoding' };
    return send(request, reply.headers(headers), page);
  }

  // Only `/app/`: the gateway redirects `/app` there.
  app.get('/', { prefixTrailingSlash: 'slash' }, (request, reply) => {
    const query = request.url.indexOf('?');
    return sendPage(request, reply, '/app/', query < 0 ? '' : request.url.slice(query + 1));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (!['GET', 'HEAD'].includes(request.method) || ASSET.test(path)) {
      return routeNotFound(request, reply);
    }
    return sendPage(request, reply, path, query < 0 ? '' : request.url.slice(query + 1));
  });
}

export default fp(shell, { name: 'shell', encapsulate: true });
