import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTES } from '@lifeguard/contracts/remotes';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.js';
import type { RemoteName } from '../../src/gateway/apps.js';
import gateway from '../../src/gateway/gateway.js';

export const INDEX_HTML = '<!doctype html><div id="root"></div><script src="/app/main.3f2a91c0.js">';
export const MAIN_JS = `console.log(${JSON.stringify('shell '.repeat(50))});`;
export const AUTH_CHUNK = 'export const routes = [];';
const AUTH_ROUTES_CHUNK = '__federation_expose_routes.8b1c2d3e.js';

/** The login screen as mfe-auth's build prerenders it into dist/first-screens.json (issue 17). */
export const LOGIN_SCREEN = {
  name: 'login',
  path: '/login',
  light: { html: '<form aria-label="Login">light</form>', css: '.l{color:#000}' },
  dark: { html: '<form aria-label="Login">dark</form>', css: '.d{color:#fff}' },
};

function write(root: string, path: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** Writes `path` with its `.br` and `.gz` siblings, as the production builds do. */
function writeCompressed(root: string, path: string, content: string) {
  write(root, path, content);
  write(root, `${path}.br`, brotliCompressSync(content));
  write(root, `${path}.gz`, gzipSync(content));
}

/** The version a remote's fixture package.json gives: distinct per remote, from its name. */
export const fixtureVersion = (name: RemoteName) => `1.${REMOTES.findIndex((r) => r.name === name)}.0`;

/** remotes.json as the gateway lists every remote, with `override`'s entries in their place. */
export const expectedRemotes = (
  version: (name: RemoteName) => string,
  override: Partial<Record<RemoteName, { entry: string; version: string }>> = {},
) =>
  REMOTES.map(({ name }) => ({
    name,
    entry: `/remotes/${name}/mf-manifest.json`,
    version: version(name),
    ...override[name],
  }));

/** The remotes registry as the page inlines it, before the shell's first script. */
export const INLINE_REGISTRY = `<script type="application/json" id="lifeguard-remotes">${JSON.stringify(
  expectedRemotes(fixtureVersion),
)}</script>`;

/** The runtime settings every page inlines after the registry (issue 33 item 1): HELP_URL's default. */
export const INLINE_SETTINGS =
  '<script type="application/json" id="lifeguard-settings">{"help_url":"/help/"}</script>';

/** The plain page of a client route: the shell's index.html with the registry and settings inlined. */
export const APP_PAGE = INDEX_HTML.replace(
  '<script src=',
  `${INLINE_REGISTRY}${INLINE_SETTINGS}<script src=`,
);

/** The preload of mfe-auth's manifest, which the login page carries. */
export const AUTH_PRELOAD =
  '<link rel="preload" href="/remotes/auth/mf-manifest.json" as="fetch" crossorigin="anonymous">';

/**
 * A new temporary folder laid out like the repository root with small builds of the shell
 * (index.html, a hashed main.js, both pre-compressed) and of every remote of the one list
 * (package.json at {@link fixtureVersion}, mf-manifest.json, remoteEntry.js; auth also a hashed
 * chunk and its prerendered login screen, {@link LOGIN_SCREEN}).
 */
export function writeFixtureBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'lifeguard-builds-'));
  writeCompressed(root, 'shell/dist/index.html', INDEX_HTML);
  writeCompressed(root, 'shell/dist/main.3f2a91c0.js', MAIN_JS);
  for (const { dir, name } of REMOTES) {
    write(root, `${dir}/package.json`, JSON.stringify({ name: dir, version: fixtureVersion(name) }));
    write(root, `${dir}/dist/mf-manifest.json`, JSON.stringify({ id: name, name }));
    writeCompressed(root, `${dir}/dist/remoteEntry.js`, `var ${name} = {};`);
  }
  writeCompressed(root, `mfe-auth/dist/${AUTH_ROUTES_CHUNK}`, AUTH_CHUNK);
  write(root, 'mfe-auth/dist/first-screens.json', JSON.stringify([LOGIN_SCREEN]));
  return root;
}

/**
 * The gateway alone on a bare Fastify app (no database, no API routes) over the builds under
 * `root`, configured by `env`; `warnings()` lists the messages it logged at level warn.
 */
export async function buildGatewayOnly(root: string, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (l) => lines.push(l) } } });
  const secret = { SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789' };
  app.decorate('config', loadConfig({ ...secret, DATA_DIR: join(root, '.data'), ...env }));
  await app.register(gateway, { root });
  await app.ready();
  const warnings = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { app, warnings };
}
