// @ts-check
/**
 * One rspack 2 + Module Federation 2 configuration for the shell and every remote, so each app
 * builds on its own (`npm run build -w <app>`) into `<app>/dist` with its own mf-manifest.json,
 * and a remote is served by a development server in development mode (dev-server.mjs, issue 34
 * item 6) from the same configuration.
 *
 * Budget notes (README "Byte budgets"): only what must be one copy is shared (SINGLETONS and the
 * stateful folders of @lifeguard/shared), eagerly in the host (one entry chunk instead of dozens
 * of round trips); remotes use the host's federation runtime (experiments.externalRuntime)
 * instead of carrying their own, built from its ES modules (ESM_FEDERATION_RUNTIME); remotes
 * bundle yup themselves; formik and Floating UI are lazy singletons (LAZY_SINGLETONS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const repoRoot = new URL('../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);

const versionOf = (pkg) =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * Shared singletons (ARCHITECTURE "Runtime composition"); subpaths are separate share keys.
 * react-router-dom is a singleton through @lifeguard/shared/router/router (tree-shaken there).
 * Redux Toolkit is not shared: only @lifeguard/shared calls it (one api slice, the slices,
 * makeStore), and what a remote takes from it (createSlice, types) needs no single copy, so each
 * build keeps just what it uses (13 KB less in the shell's entry, issue 17).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-redux': 'react-redux',
  'styled-components': 'styled-components',
};

/**
 * Singletons only some screens need, never eager: formik, because the shared form fields
 * (@lifeguard/shared/ui/*) read the form context of the one formik every remote's <Formik> must
 * use; two copies would give a field no context. @floating-ui/react-dom, which the Tooltip
 * (@lifeguard/shared/ui/tooltip, issue 33) positions with: stateless, but the shell's frame and
 * the dashboard both use it, and two copies were 6.5 KB more on /app/dashboard (one shared copy:
 * 4.3 KB less there, 21 bytes more of share-scope entry on /app/login, which never loads it).
 */
const LAZY_SINGLETONS = { formik: 'formik', '@floating-ui/react-dom': '@floating-ui/react-dom' };

/**
 * Folders of @lifeguard/shared each app bundles for itself instead of sharing: stateless
 * components (ui), form helpers (forms) and allauth flow helpers (auth), which work the same in
 * any number of copies. Shared, each was a module a remote loaded by its own request whenever the
 * shell had not loaded it: ten requests of 0.2–0.6 KB on /app/login (issue 17 "Share only what
 * must be a single copy"). The build-time folders (prerender, testing) are never in a browser
 * build. A folder holding state (a slice, a module-level variable, an API slice's endpoints)
 * must stay shared.
 */
const UNSHARED_FOLDERS = new Set(['ui', 'forms', 'auth', 'prerender', 'testing']);

/** The folders of shared/src shared as singletons: every one not in UNSHARED_FOLDERS. */
function sharedFolders() {
  return readdirSync(join(repoRoot, 'shared/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !UNSHARED_FOLDERS.has(entry.name))
    .map((entry) => entry.name);
}

/**
 * @param {boolean} eager the host bundles its shared modules into its entry chunk: one request
 *   instead of dozens of small ones (each a round trip on a slow network); remotes stay lazy.
 */
function sharedConfig(eager) {
  const singleton = (pkg, isEager) => ({
    singleton: true,
    eager: isEager,
    requiredVersion: `^${versionOf(pkg)}`,
  });
  const shared = Object.fromEntries([
    ...Object.entries(SINGLETONS).map(([key, pkg]) => [key, singleton(pkg, eager)]),
    ...Object.entries(LAZY_SINGLETONS).map(([key, pkg]) => [key, singleton(pkg, false)]),
  ]);
  // @lifeguard/shared, one copy of each folder that holds state or identity (one store, one api
  // slice, one router, the analytics queue), a prefix share key per folder. `packageName`: the
  // federation plugin looks the package up by the key otherwise, and resolving a trailing-slash
  // key through the `./*` exports pattern is Node's DEP0155, printed on every build.
  for (const folder of sharedFolders()) {
    shared[`@lifeguard/shared/${folder}/`] = {
      singleton: true,
      eager,
      requiredVersion: '^0.1.0',
      version: '0.1.0',
      packageName: '@lifeguard/shared',
    };
  }
  return shared;
}

/**
 * The federation runtime as ES modules. Rspack and the federation plugin add the bundler runtime
 * and the host's runtime-core provider by the path `require.resolve` gives, their CommonJS
 * builds, which then require the CommonJS builds of the SDK and runtime-core: none of it could be
 * tree-shaken, every remoteEntry.js carried the whole SDK, and an ES import of the same package
 * elsewhere would be a second copy (issue 17 "Fewer bytes"). The ES builds are the same code.
 */
const ESM_FEDERATION_RUNTIME = Object.fromEntries(
  [
    ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime-tools'],
    ['@module-federation/runtime', '@module-federation/runtime-tools'],
    ['@module-federation/inject-external-runtime-core-plugin', '@module-federation/rspack'],
  ].map(([pkg, from]) => {
    const cjs = require.resolve(pkg, { paths: [require.resolve(from)] });
    return [cjs, cjs.replace(/\.cjs$/, '.js')];
  }),
);

/**
 * Our TypeScript and TSX through SWC, for the browser builds and the Node prerender build
 * (prerender.mjs).
 * @type {import('@rspack/core').RuleSetRule}
 */
export const typescriptRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // The production JSX runtime in development mode too (issue 34 item 6): a remote served by a
      // development server runs on the platform's shared, production React, which has no
      // jsx-dev-runtime (its jsxDEV calls a dispatcher.getOwner production React lacks).
      transform: { react: { runtime: 'automatic', development: false } },
    },
  },
  type: 'javascript/auto',
};

/**
 * The development server's part of a development-mode configuration (issue 34 item 6): on
 * 127.0.0.1 at `origin`'s port, every answer readable from any origin (the platform's page loads
 * the manifest and scripts across origins) and never cached, and the client's websocket pointed
 * at this server rather than at the page's origin. Live reload, not hot replacement: the page's
 * React is the platform's production build, which React Refresh cannot drive, so an update
 * reloads the page instead.
 * @param {string} origin the server's origin, `http://127.0.0.1:<port>`
 * @returns {import('@rspack/core').DevServer}
 */
function devServer(origin) {
  const { hostname, port } = new URL(origin);
  return {
    host: hostname,
    port: Number(port),
    hot: false,
    liveReload: true,
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    client: {
      webSocketURL: `${origin.replace(/^http/, 'ws')}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
  };
}

/**
 * @typedef {{ name: string, dir: string, kind: 'host' | 'remote', exposes?: Record<string, string> }} FederatedApp
 * @typedef {{ devOrigin?: string }} FederatedAppEnv `devOrigin`: the development server's origin
 *   (`http://127.0.0.1:3104`, set by dev-server.mjs or `--env devOrigin=...`): development mode
 *   with assets served from there; absent (`rspack build`): the production build.
 */

/**
 * The app's rspack configuration, as the function rspack calls with its `--env` values.
 * @param {FederatedApp} app
 * @returns {(env?: FederatedAppEnv) => import('@rspack/core').Configuration}
 */
export function federatedApp(app) {
  return (env = {}) => appConfig(app, env.devOrigin);
}

/**
 * @param {FederatedApp} app
 * @param {string | undefined} devOrigin see {@link FederatedAppEnv}
 * @returns {import('@rspack/core').Configuration}
 */
function appConfig({ name, dir, kind, exposes }, devOrigin) {
  const isHost = kind === 'host';
  return {
    mode: devOrigin ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    // Not an eval-based source map in development: the platform's CSP allows no eval.
    devtool: devOrigin ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: join(dir, 'dist'),
      // The shell is always served at /app/; a remote resolves its chunks next to its manifest, or
      // at its development server, whatever origin the page that loads it has.
      publicPath: isHost ? '/app/' : devOrigin ? `${devOrigin}/` : 'auto',
      uniqueName: `lifeguard_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: ESM_FEDERATION_RUNTIME },
    module: {
      rules: [typescriptRule],
    },
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
    devServer: devOrigin ? devServer(devOrigin) : undefined,
    plugins: [
      new rspack.DefinePlugin({
        'process.env.MESSENGER_APP_ID': JSON.stringify(process.env.MESSENGER_APP_ID ?? ''),
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: join(dir, 'src/index.html'),
          minify: true,
        }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(isHost),
        // The host provides every singleton, so a lazy chunk's shared imports (the shell's frame)
        // reuse what is loaded instead of first loading every remote's entry to compare versions
        // ('version-first' fetched all four remoteEntry.js files on /app/dashboard).
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Only browsers run these apps: the runtime leaves out its Node.js loading paths.
          optimization: { target: 'web' },
        },
      }),
    ].filter(Boolean),
  };
}
