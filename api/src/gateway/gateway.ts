import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_DEV_OVERRIDE_COOKIE } from '@lifeguard/contracts/remote-registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../config/env.js';
import { createAppPages } from './app-page.js';
import appPaths from './app-paths.js';
import { REMOTES, SHELL_DIR } from './apps.js';
import { configuredBuilds, type Builds } from './builds.js';
import { registryFor } from '../modules/remotes/resolve.js';
import { devPageCsp } from './dev-page-csp.js';
import { remotesManifest, type RemotesManifest } from './remotes-manifest.js';
import { createServerPages } from './server-pages.js';
import shell, { type VisitorRegistry } from './shell.js';
import { staticFiles } from './static-files.js';

export type GatewayOptions = {
  /**
   * Folder holding the apps' folders (`shell/dist`, `mfe-auth/dist`, ...); default the repo
   * root. Ignored when APPS_DIR is set: the builds are then those the app services keep.
   */
  root?: string;
};

/** Logs, at start, a build that is missing and how to make it. */
function warnIfNotBuilt(app: FastifyInstance, builds: Builds, dir: string, file: string) {
  if (existsSync(join(builds.current(dir), file))) return;
  app.log.warn(
    app.config.appsDir
      ? `${dir} has no current build in ${app.config.appsDir} yet (its service keeps it there)`
      : `${dir} is not built (no ${dir}/dist/${file}): run \`npm run build -w ${dir}\`, ` +
          'or `npm start`, which builds what is missing',
  );
}

/**
 * The registry of each visitor (issue 34 items 2, 3, 6): the builds' (`defaults`) with the live
 * registry's releases applied for them (modules/remotes); the builds' alone when the gateway runs
 * without the API (no database).
 */
function visitorRegistry(app: FastifyInstance, builds: Builds, defaults: () => RemotesManifest) {
  if (!app.hasDecorator('remoteRegistry')) {
    return async (): Promise<VisitorRegistry> => ({ registry: defaults(), personal: false });
  }
  app.remoteRegistry.serve(builds);
  const nobody = { userId: null, devOverride: null };
  return async (request: FastifyRequest): Promise<VisitorRegistry> => {
    const releases = await app.remoteRegistry.releases();
    const base = defaults();
    const everyone = registryFor(base, releases, app.config.remotes, nobody);
    // Who asks matters only for a canary or a developer override: else no session is looked up.
    const canary = [...releases.values()].some((release) => release.canary);
    if (!canary && !request.cookies?.[REMOTE_DEV_OVERRIDE_COOKIE])
      return { registry: everyone, personal: false };
    const list = registryFor(base, releases, app.config.remotes, await app.remoteViewer(request));
    return { registry: list, personal: JSON.stringify(list) !== JSON.stringify(everyone) };
  };
}

/**
 * The one-origin gateway (ARCHITECTURE "Runtime composition"), beside the API routes:
 * - `/` and `/app` redirect to `/app/`; the shell's build, remotes.json and the app pages
 *   (first screens prerendered, app-page.ts) under `/app/` (see {@link shell});
 * - the spec 001 §2 paths (`/users/profile/`, `/a/{slug}/team/`, ...) redirect to their app
 *   route (see {@link appPaths});
 * - each remote's build at `/remotes/<name>/`, with `Access-Control-Allow-Origin: *`, unless
 *   REMOTE_<NAME>_URL points the shell elsewhere; with APPS_DIR (compose, issue 18) every
 *   version its service kept, by version (`/remotes/<name>/<version>/`), see builds.ts.
 * Files are pre-compressed when accepted; hashed names are immutable, the rest `no-cache`.
 * Missing builds are logged at start, never fatal: each file is looked up per request.
 */
async function gateway(app: FastifyInstance, { root = repoRoot }: GatewayOptions) {
  // These answers are public and cacheable: never let them carry a cookie (the csrftoken set
  // on every response lacking one), which a shared cache would hand to everyone.
  // Scripts go as `text/javascript` (RFC 9239), 7 bytes shorter on each than the obsolete
  // `application/javascript` the static files' MIME table gives.
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('set-cookie');
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
      reply.header('content-type', 'text/javascript; charset=utf-8');
    }
  });

  app.get('/', (_, reply) => reply.redirect('/app/'));
  app.get('/app', (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/app/${query < 0 ? '' : request.url.slice(query)}`);
  });
  // The spec's paths typed into the address bar open their app route (spec 001 §2).
  await app.register(appPaths);

  const builds = configuredBuilds(app.config, root);
  warnIfNotBuilt(app, builds, SHELL_DIR, 'index.html');
  // Configuration the browser reads from every page (issue 33 item 1).
  const settings = { help_url: app.config.helpUrl };
  const pages = createAppPages(builds, app.config.remotes, settings);
  // The page's inline scripts (the theme script, the dark markup switch) are allowed by hash.
  if (app.hasDecorator('allowInlineScripts')) app.allowInlineScripts(pages.digests);
  const defaults = () => pages.registry() ?? remotesManifest(builds, app.config.remotes);
  const registry = visitorRegistry(app, builds, defaults);
  const devCsp = (list: RemotesManifest) => devPageCsp(app.config, pages.digests(), list);
  const dist = builds.shellFiles(SHELL_DIR);
  const serverPages = createServerPages(app, builds, app.config.remotes, settings);
  app.addHook('onReady', async () => serverPages.warm());
  await app.register(shell, { prefix: '/app', dist, registry, defaults, devCsp, pages, serverPages });

  for (const { name, dir } of REMOTES) {
    if (app.config.remotes[name].url) continue;
    warnIfNotBuilt(app, builds, dir, 'mf-manifest.json');
    await app.register(fastifyStatic, {
      ...staticFiles(builds.remoteFiles(dir), { cors: true }),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
    });
  }
}

export default fp(gateway, { name: 'gateway', encapsulate: true });
