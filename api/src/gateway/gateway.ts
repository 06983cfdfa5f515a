import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../config.js';
import { createAppPages } from './app-page.js';
import appPaths from './app-paths.js';
import { REMOTES, SHELL_DIR } from './apps.js';
import { repositoryBuilds, serviceBuilds, type Builds } from './builds.js';
import { remotesManifest } from './remotes-manifest.js';
import { createServerPages } from './server-pages.js';
import shell from './shell.js';
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
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('set-cookie');
  });

  app.get('/', (_, reply) => reply.redirect('/app/'));
  app.get('/app', (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/app/${query < 0 ? '' : request.url.slice(query)}`);
  });
  // The spec's paths typed into the address bar open their app route (spec 001 §2).
  await app.register(appPaths);

  const builds = app.config.appsDir ? serviceBuilds(app.config.appsDir) : repositoryBuilds(root);
  warnIfNotBuilt(app, builds, SHELL_DIR, 'index.html');
  // Configuration the browser reads from every page (issue 33 item 1).
  const settings = { help_url: app.config.helpUrl };
  const pages = createAppPages(builds, app.config.remotes, settings);
  // The page's inline scripts (the theme script, the dark markup switch) are allowed by hash.
  if (app.hasDecorator('allowInlineScripts')) app.allowInlineScripts(pages.digests);
  const registry = () => pages.registry() ?? remotesManifest(builds, app.config.remotes);
  const dist = builds.shellFiles(SHELL_DIR);
  const serverPages = createServerPages(app, builds, app.config.remotes, settings);
  app.addHook('onReady', async () => serverPages.warm());
  await app.register(shell, { prefix: '/app', dist, registry, pages, serverPages });

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
