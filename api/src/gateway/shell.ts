import { access } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from '../plugins/errors.js';
import { RemotesManifestSchema, type RemotesManifest } from './remotes-manifest.js';
import { NO_CACHE, staticFiles } from './static-files.js';

export type ShellOptions = {
  /** The shell's build folder (absolute); may be missing, then pages answer 503. */
  dist: string;
  /** Served as remotes.json. */
  manifest: RemotesManifest;
};

/** Paths of build outputs: when missing they are a real 404, never the SPA page. */
const ASSET = /\.(m?js|css|json|map|html|txt|wasm|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|br|gz)$/i;

const NOT_BUILT =
  "Lifeguard's web app is not built yet. Run `npm run build -w shell` " +
  '(or `npm start`, which builds what is missing), then reload this page.\n';

/**
 * The shell under its prefix (`/app`): files of `dist`, GET remotes.json, and the SPA fallback.
 * A GET/HEAD of a path that is no file and not asset-like gets `dist/index.html` with 200 and
 * `no-cache` (pre-compressed when accepted), so client routes such as /app/login load the app;
 * 503 text/plain while the shell is not built. Anything else unknown is our JSON 404 (`routeNotFound`).
 */
export default async function shell(app: FastifyInstance, { dist, manifest }: ShellOptions) {
  await app.register(fastifyStatic, staticFiles(dist));

  app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, (_, reply) =>
    reply.header('cache-control', NO_CACHE).send(manifest),
  );

  const index = join(dist, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!['GET', 'HEAD'].includes(request.method) || ASSET.test(path)) {
      return routeNotFound(request, reply);
    }
    try {
      await access(index);
    } catch {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT);
    }
    return reply.code(200).sendFile('index.html');
  });
}
