import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from '../plugins/errors.js';
import { SESSION_COOKIE } from '../plugins/session-cookie.js';
import type { AppPages, ComposedPage } from './app-page.js';
import { RemotesManifestSchema, type RemotesManifest } from './remotes-manifest.js';
import type { ServerPages } from './server-pages.js';
import { NO_CACHE, staticFiles } from './static-files.js';

export type ShellOptions = {
  /** The shell's files (absolute); may be missing, then pages answer 503. */
  dist: string;
  /** The current registry, served as remotes.json. */
  registry: () => RemotesManifest;
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
async function shell(app: FastifyInstance, { dist, registry, pages, serverPages }: ShellOptions) {
  // `/app/` itself is an app page too, not the bare index.html.
  await app.register(fastifyStatic, { ...staticFiles(dist), index: false });

  app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, (_, reply) =>
    reply.header('cache-control', NO_CACHE).send(registry()),
  );

  /** The page rendered for a signed-in visitor of `path` (issue 31), or null to send the app's page. */
  async function serverRendered(request: FastifyRequest, path: string, search: string) {
    // The gateway may run alone, without the API's cookie parser (then no one is signed in).
    const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
    if (request.method !== 'GET' || !cookies?.[SESSION_COOKIE]) return null;
    const location = `${path.slice('/app'.length)}${search ? `?${search}` : ''}`;
    const rendered = await serverPages.render(request, location);
    return rendered && pages.serverPage(rendered);
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
    const rendered = await serverRendered(request, path, search);
    if (rendered) return send(request, reply.headers(PRIVATE_PAGE), rendered);
    const page = pages.page(path, search);
    if (!page) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT);
    }
    return send(request, reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding'), page);
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
