// @ts-check
/**
 * One rspack 2 + Module Federation 2 configuration for the shell and every remote, so each app
 * builds on its own (`npm run build -w <app>`) into `<app>/dist` with its own mf-manifest.json.
 *
 * Budget notes (README "Budgets"): only what must be one copy is shared (SINGLETONS), eagerly
 * in the host (one entry chunk instead of dozens of round trips); remotes
 * use the host's federation runtime (experiments.externalRuntime) instead of carrying their own;
 * remotes bundle yup themselves; formik is one lazy singleton (LAZY_SINGLETONS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';

const repoRoot = new URL('../../', import.meta.url).pathname;

const versionOf = (pkg) =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * Shared singletons (ARCHITECTURE "Runtime composition"); subpaths are separate share keys.
 * react-router-dom is a singleton through @lifeguard/shared/router/router (tree-shaken there).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'styled-components': 'styled-components',
};

/**
 * Singletons only some screens need, never eager: formik, because the shared form fields
 * (@lifeguard/shared/ui/*) read the form context of the one formik every remote's <Formik> must
 * use; two copies would give a field no context.
 */
const LAZY_SINGLETONS = { formik: 'formik' };

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
  // The whole @lifeguard/shared package, every subpath, one copy (one store, one api slice).
  // `packageName`: the federation plugin looks the package up by the key otherwise, and
  // resolving '@lifeguard/shared/' through the `./*` exports pattern is Node's DEP0155
  // (trailing-slash mapping), printed on every build. The versions are given, so the lookup only
  // feeds the manifest; what is shared does not change.
  shared['@lifeguard/shared/'] = {
    singleton: true,
    eager,
    requiredVersion: '^0.1.0',
    version: '0.1.0',
    packageName: '@lifeguard/shared',
  };
  return shared;
}

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
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
};

/**
 * @param {{ name: string, dir: string, kind: 'host' | 'remote', exposes?: Record<string, string> }} app
 * @returns {import('@rspack/core').Configuration}
 */
export function federatedApp({ name, dir, kind, exposes }) {
  const isHost = kind === 'host';
  return {
    mode: 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    devtool: 'source-map',
    output: {
      path: join(dir, 'dist'),
      // The shell is always served at /app/; a remote resolves its chunks next to its manifest.
      publicPath: isHost ? '/app/' : 'auto',
      uniqueName: `lifeguard_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [typescriptRule],
    },
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
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
