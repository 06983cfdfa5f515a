import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_SETTINGS_ELEMENT_ID, type AppSettings } from '@lifeguard/contracts/help';
import type { Config } from '../config.js';
import { REMOTES, SHELL_DIR } from './apps.js';
import type { Builds } from './builds.js';
import { inlineScriptDigests } from './inline-scripts.js';
import { readJson } from './read-json.js';
import { remotesManifest, type RemotesManifest } from './remotes-manifest.js';
import { hostShared, remoteStartup, shellChunks, type RemoteStartup } from './remote-startup.js';
import type { ServerPage } from './server-pages.js';

/** One colour mode of a prerendered screen (shared/src/prerender). */
type RenderedScreen = { html: string; css: string };
/** An entry of a remote's `dist/first-screens.json`. */
type FirstScreen = { name: string; path: string; light: RenderedScreen; dark: RenderedScreen };

/** A page as sent: the HTML and its pre-compressed forms. */
export type ComposedPage = { html: Buffer; br: Buffer; gzip: Buffer };

/**
 * Runs right after the prerendered markup, before the first paint: in dark mode (the shell's
 * theme script has set `html.dark` and switched the stylesheets) the dark markup replaces the
 * light one, which the dark stylesheet keeps invisible until then.
 */
export const DARK_MARKUP_SCRIPT =
  "(function(){var t=document.getElementById('prerendered-dark-markup'),r=document.getElementById('root');" +
  "if(t&&r&&document.documentElement.classList.contains('dark')){r.replaceChildren(t.content);" +
  "r.setAttribute('data-prerendered-mode','dark')}})();";

/** What the dark stylesheet adds: the light markup stays invisible until the script above ran. */
const HIDE_LIGHT_MARKUP = '#root[data-prerendered-mode="light"]{visibility:hidden}';

/** How long a look at the build is trusted before the files are looked at again, ms. */
const RECHECK_MS = 5_000;

/** JSON escapes of the characters that could end a `<script>` element or a line in it. */
const JSON_IN_HTML: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON safe inside a `<script type="application/json">` element (issue 31): `<`, `>`,
 * `&`, U+2028 and U+2029 escaped, so a value such as `</script>` cannot end the element.
 */
export const jsonInHtml = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_IN_HTML[char]!);
const inStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link rel=preload>` of the first screen's remote manifest (issue 17 "No round-trip
 * chain"): fetched with the page instead of after the shell's script. Its remoteEntry.js and
 * routes chunk are not preloaded: Chromium hands a failed preload (the remote down at page load)
 * to the next load of that URL, so Retry would fail again (issue 15 item 8). The manifest is
 * always fetched first, which uses its preload up either way. The shell starts the rest as soon
 * as it runs (remote-registry.ts preloadRemoteFor).
 */
const manifestPreload = (entry: string) =>
  `<link rel="preload" href="${attribute(entry)}" as="fetch" crossorigin="anonymous">`;

/**
 * The head of a server-rendered page beyond the first screen's (issue 31): the route's remote
 * manifest inlined (read by shell/src/remotes/remote-registry.ts instead of fetched) and
 * preloads of the frame chunk, the remote's entry and its routes chunks, which the app otherwise
 * finds one round trip after another.
 */
function startupHead(startup: RemoteStartup | null, shell: string[]): string {
  const scripts = [...shell, ...(startup?.scripts ?? [])];
  const manifests = startup ? { [startup.manifestUrl]: startup.manifest } : {};
  return (
    `<script type="application/json" id="lifeguard-manifests">${jsonInHtml(manifests)}</script>` +
    scripts.map((href) => `<link rel="preload" href="${attribute(href)}" as="script">`).join('')
  );
}

/** Modification times and sizes of `files` (the first must exist; the rest may be missing). */
function stampOf([first, ...rest]: string[]): string {
  const parts = [first!, ...rest].map((file, index) => {
    try {
      const { mtimeMs, size } = statSync(file);
      return `${mtimeMs}:${size}`;
    } catch (error) {
      if (index === 0) throw error;
      return '-';
    }
  });
  return parts.join('|');
}

/**
 * `html` and its compressed forms: at the highest quality for the pages composed once per build,
 * at a fast one (`perVisit`) for a page rendered for one visitor (a few ms instead of tens).
 */
function compressed(html: string, perVisit = false): ComposedPage {
  const data = Buffer.from(html, 'utf8');
  return {
    html: data,
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: perVisit ? 5 : 11 } }),
    gzip: gzipSync(data, { level: perVisit ? 6 : 9 }),
  };
}

/** A composed page's data blocks: the remotes registry and the runtime settings. */
type PageData = { registry: RemotesManifest; settings: AppSettings };

/**
 * The shell's index.html with the remotes registry inlined as a JSON data block (read by
 * shell/src/remotes/remote-registry.ts instead of fetching /app/remotes.json) and the runtime
 * settings as another (read by shell/src/frame/app-settings.ts; issue 33 item 1), and, for a
 * prerendered first screen, its stylesheets before the theme script, a preload of its remote's
 * manifest, and its light markup in `#root` with the dark markup in a `<template>`; then
 * `extraHead` (a server-rendered page's state and startup, issue 31).
 */
function compose(
  template: string,
  { registry, settings }: PageData,
  screen?: FirstScreen,
  entry?: string,
  extraHead = '',
) {
  const head = [
    `<script type="application/json" id="lifeguard-remotes">${jsonInHtml(registry)}</script>`,
    `<script type="application/json" id="${APP_SETTINGS_ELEMENT_ID}">${jsonInHtml(settings)}</script>`,
    ...(entry ? [manifestPreload(entry)] : []),
    extraHead,
  ];
  if (screen) {
    head.unshift(
      `<style id="prerendered-light">${inStyle(screen.light.css)}</style>`,
      `<style id="prerendered-dark" media="not all">${inStyle(screen.dark.css)}${HIDE_LIGHT_MARKUP}</style>`,
    );
  }
  const firstScript = template.indexOf('<script');
  const at = firstScript >= 0 ? firstScript : template.indexOf('</head>');
  const withHead = `${template.slice(0, at)}${head.join('')}${template.slice(at)}`;
  if (!screen) return withHead;
  const root =
    `<div id="root" data-prerendered="${attribute(screen.name)}" data-prerendered-mode="light">` +
    `${screen.light.html}</div><template id="prerendered-dark-markup">${screen.dark.html}</template>` +
    `<script>${DARK_MARKUP_SCRIPT}</script>`;
  return withHead.replace('<div id="root"></div>', root);
}

type Built = {
  stamp: string;
  template: string;
  /** The head a server-rendered page of each local remote starts with, by remote name (issue 31). */
  startupHeads: Map<string, string>;
  registry: RemotesManifest;
  /** The first screens by path, with the remote that draws each. */
  screens: Map<string, { screen: FirstScreen; remote: string }>;
  /** The default registry as JSON, and its composed pages by path ('' the plain page). */
  registryJson: string;
  composed: Map<string, ComposedPage>;
  /** Pages composed for other registries (canaries, overrides), by registry JSON and path; the last few. */
  variants: Map<string, ComposedPage>;
  digests: string[];
};

/** How many pages composed for another registry than the default (canaries, overrides) are kept. */
const VARIANTS_KEPT = 64;

/**
 * The pages the gateway answers for the app's routes (issue 17 "The first screen paints without
 * JavaScript"), composed from the current `builds`: `page(path, search, registry)` is the first
 * screen's prerendered page for a path of FIRST_SCREENS without a query (other modes of a screen,
 * such as /login?mobile=1, render differently), else the plain shell page; null while the shell
 * is not built. Each page inlines the visitor's `registry` (issue 34: canaries and overrides
 * differ per visitor; default: the builds') and `settings` (issue 33 item 1: HELP_URL reaches the
 * browser without a rebuild). Pages of the default registry are composed once at the highest
 * compression; others on first use at a fast one, and the last {@link VARIANTS_KEPT} kept.
 * `digests()` are the SHA-256 digests of the inline scripts, for the CSP. The build is looked at
 * again at most every {@link RECHECK_MS} and composed again when one of its files or an app's
 * version changed.
 */
export function createAppPages(builds: Builds, remotes: Config['remotes'], settings: AppSettings) {
  const indexFile = () => join(builds.current(SHELL_DIR), 'index.html');
  // A remote rebuilt or deployed while the server runs changes its screens too.
  const local = REMOTES.filter(({ name }) => !remotes[name].url);
  const inputs = () =>
    local.flatMap(({ dir }) =>
      ['first-screens.json', 'mf-manifest.json'].map((file) => join(builds.current(dir), file)),
    );
  const versions = () => [SHELL_DIR, ...local.map(({ dir }) => dir)].map(builds.version).join(',');
  let built: Built | null = null;
  let checkedAt = -Infinity;

  function build(stamp: string): Built {
    const template = readFileSync(indexFile(), 'utf8');
    const registry = remotesManifest(builds, remotes);
    const screens = new Map<string, { screen: FirstScreen; remote: string }>();
    const startupHeads = new Map<string, string>();
    const provided = hostShared(builds.current(SHELL_DIR));
    const shell = shellChunks(builds.current(SHELL_DIR));
    for (const { name, dir } of local) {
      const entry = registry.find((remote) => remote.name === name)?.entry;
      if (!entry) continue;
      const startup = remoteStartup(join(builds.current(dir), 'mf-manifest.json'), entry, provided);
      startupHeads.set(name, startupHead(startup, shell));
      for (const screen of readJson<FirstScreen[]>(join(builds.current(dir), 'first-screens.json')) ?? []) {
        screens.set(`/app${screen.path}`, { screen, remote: name });
      }
    }
    const digests = inlineScriptDigests(`${template}<script>${DARK_MARKUP_SCRIPT}</script>`);
    const pages: Built = {
      stamp,
      template,
      registry,
      registryJson: JSON.stringify(registry),
      screens,
      composed: new Map(),
      variants: new Map(),
      digests,
      startupHeads,
    };
    for (const path of ['', ...screens.keys()])
      pages.composed.set(path, composeFor(pages, registry, path, false));
    return pages;
  }

  /** The page of `path` ('' the plain page) inlining `registry`. */
  function composeFor(
    pages: Built,
    registry: RemotesManifest,
    path: string,
    perVisit: boolean,
  ): ComposedPage {
    const first = pages.screens.get(path);
    const entry = first && registry.find((remote) => remote.name === first.remote)?.entry;
    return compressed(compose(pages.template, { registry, settings }, first?.screen, entry), perVisit);
  }

  function current(): Built | null {
    if (Date.now() - checkedAt < RECHECK_MS) return built;
    checkedAt = Date.now();
    try {
      const stamp = `${versions()}|${stampOf([indexFile(), ...inputs()])}`;
      if (built?.stamp !== stamp) built = build(stamp);
    } catch {
      built = null;
    }
    return built;
  }

  return {
    page(path: string, search: string, registry?: RemotesManifest): ComposedPage | null {
      const pages = current();
      if (!pages) return null;
      const screenPath = path.replace(/(.)\/$/, '$1');
      const key = search === '' && pages.screens.has(screenPath) ? screenPath : '';
      const json = registry ? JSON.stringify(registry) : pages.registryJson;
      if (json === pages.registryJson) return pages.composed.get(key)!;
      let page = pages.variants.get(`${json}|${key}`);
      if (!page) {
        page = composeFor(pages, registry!, key, true);
        if (pages.variants.size >= VARIANTS_KEPT) pages.variants.delete(pages.variants.keys().next().value!);
        pages.variants.set(`${json}|${key}`, page);
      }
      return page;
    },
    digests: (): readonly string[] => current()?.digests ?? [],
    /**
     * The page of a server-rendered signed-in screen (issue 31): `rendered`'s markup, CSS and
     * state in the shell's page, as a first screen is, inlining the visitor's `registry`; null
     * while the shell is not built.
     */
    serverPage(rendered: ServerPage, registry?: RemotesManifest): ComposedPage | null {
      const pages = current();
      if (!pages) return null;
      const screen = { name: rendered.state.route, path: '', light: rendered.light, dark: rendered.dark };
      const head =
        `<script type="application/json" id="lifeguard-state">${jsonInHtml(rendered.state)}</script>` +
        (pages.startupHeads.get(rendered.remote) ?? '');
      const data = { registry: registry ?? pages.registry, settings };
      return compressed(compose(pages.template, data, screen, undefined, head), true);
    },
    /** The registry the pages inline by default (the builds'); null while the shell is not built. */
    registry: (): RemotesManifest | null => current()?.registry ?? null,
  };
}

export type AppPages = ReturnType<typeof createAppPages>;
