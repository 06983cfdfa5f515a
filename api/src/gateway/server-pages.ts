import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AppSettings } from '@lifeguard/contracts/help';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { REMOTES, SHELL_DIR } from './apps.js';
import type { Builds } from './builds.js';
import { serverFetchFor } from './server-fetch.js';

/** One colour mode of a server-rendered page: the markup for `#root` and its CSS. */
type RenderedScreen = { html: string; css: string };

/**
 * A signed-in page as the shell's server bundle answers it (shell/src/server/render-page.tsx):
 * both colour modes, the remote that owns the route, and the state the app takes over.
 */
export type ServerPage = {
  remote: string;
  state: { route: string } & Record<string, unknown>;
  light: RenderedScreen;
  dark: RenderedScreen;
};

type RenderView = (input: unknown) => Promise<unknown>;
type RenderPage = (input: {
  location: string;
  serverFetch: typeof fetch;
  viewRenderer: (remote: string) => RenderView | undefined;
  settings: AppSettings;
}) => Promise<ServerPage | null>;

/** How long a page may take to render before the static page is sent instead, ms. */
export const SERVER_RENDER_TIMEOUT_MS = 4_000;

const load = createRequire(import.meta.url);

/**
 * A bundle of an app's current build, loaded again when its file changes (a rebuild, a deploy);
 * undefined while it is missing or when it fails to load (`failed` hears why, once per file).
 */
function bundleLoader<T>(
  file: () => string,
  pick: (module: Record<string, unknown>) => T | undefined,
  failed: (error: unknown, path: string) => void,
) {
  let loaded: { path: string; stamp: string; value: T | undefined } | null = null;
  return (): T | undefined => {
    const path = file();
    let stamp: string;
    try {
      const { mtimeMs, size } = statSync(path);
      stamp = `${mtimeMs}:${size}`;
    } catch {
      return undefined;
    }
    if (loaded?.path === path && loaded.stamp === stamp) return loaded.value;
    delete load.cache[path];
    let value: T | undefined;
    try {
      value = pick(load(path) as Record<string, unknown>);
    } catch (error) {
      failed(error, path);
    }
    loaded = { path, stamp, value };
    return value;
  };
}

/**
 * The server renders of signed-in pages (issue 31), from the current builds: the shell's
 * `dist/server/render-page.cjs` draws the frame and asks the route's remote's
 * `dist/server/render-view.cjs` for the view, each loaded again when rebuilt or deployed.
 * `render(request, location)` answers the page, drawn with the runtime `settings` the app pages
 * inline (issue 33 item 1: the frame's Help and Support link), or null when the server leaves it to the app
 * (signed out, not such a route, a bundle missing, or a remote served from elsewhere by
 * REMOTE_<NAME>_URL); a render that fails or takes longer than {@link SERVER_RENDER_TIMEOUT_MS}
 * is logged and answers null too, so the visitor still gets the app.
 */
export function createServerPages(
  app: FastifyInstance,
  builds: Builds,
  remotes: Config['remotes'],
  settings: AppSettings,
) {
  const failed = (error: unknown, path: string) =>
    app.log.error(
      { err: error, path },
      'a server render bundle failed to load; its pages render in the browser',
    );
  const renderPage = bundleLoader<RenderPage>(
    () => join(builds.current(SHELL_DIR), 'server', 'render-page.cjs'),
    (module) => module.renderPage as RenderPage | undefined,
    failed,
  );
  const views = new Map(
    REMOTES.filter(({ name }) => !remotes[name].url).map(({ name, dir }) => [
      name as string,
      bundleLoader<RenderView>(
        () => join(builds.current(dir), 'server', 'render-view.cjs'),
        (module) => module.renderView as RenderView | undefined,
        failed,
      ),
    ]),
  );
  const viewRenderer = (remote: string) => views.get(remote)?.();

  return {
    /** Loads the bundles now (at start), so the first visitor does not wait for it. */
    warm(): void {
      renderPage();
      for (const view of views.values()) view();
    },
    async render(request: FastifyRequest, location: string): Promise<ServerPage | null> {
      const render = renderPage();
      if (!render) return null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          request.log.warn({ location }, 'server render took too long; the app renders the page');
          resolve(null);
        }, SERVER_RENDER_TIMEOUT_MS);
      });
      try {
        const serverFetch = serverFetchFor(app, request);
        const rendering = render({ location, serverFetch, viewRenderer, settings });
        return await Promise.race([rendering, timeout]);
      } catch (error) {
        request.log.error({ err: error, location }, 'server render failed; the app renders the page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type ServerPages = ReturnType<typeof createServerPages>;
