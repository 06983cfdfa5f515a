// @ts-check
/**
 * An app's server-side builds, run after its browser build: `node prerender.mjs <app-dir>`. One
 * rspack compile for Node, with the same TypeScript rule as the browser build, of whichever the
 * app has:
 * - its first screens (issue 17; FIRST_SCREENS in @lifeguard/shared/routes), from `src/routes.tsx`:
 *   rendered at once in light and dark mode (shared/src/prerender) into
 *   `<app>/dist/first-screens.json`, the bundle thrown away; a remote owning none writes `[]`;
 * - its server-rendered views (issue 31), from `src/server-views.ts`: kept as
 *   `dist/server/render-view.cjs` (shared/src/prerender/view-entry.tsx);
 * - the shell's page render (issue 31), from `src/server/render-page.tsx`: kept as
 *   `dist/server/render-page.cjs`.
 * The gateway loads the kept bundles of each app's current build (api/src/gateway/server-pages.ts).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { typescriptRule } from './federated-app.mjs';

const appDir = process.argv[2] ? resolve(process.argv[2]) : null;
if (!appDir) {
  console.error('usage: node prerender.mjs <app-dir>');
  process.exit(2);
}
const prerenderSource = join(import.meta.dirname, '../src/prerender');
const has = (file) => existsSync(join(appDir, file));
const out = join(appDir, 'dist', 'server');

/** @type {Record<string, string>} */
const entry = {};
if (has('src/routes.tsx')) entry.prerender = join(prerenderSource, 'entry.tsx');
if (has('src/routes.tsx') && has('src/server-views.ts'))
  entry['render-view'] = join(prerenderSource, 'view-entry.tsx');
if (has('src/server/render-page.tsx')) entry['render-page'] = join(appDir, 'src/server/render-page.tsx');
if (Object.keys(entry).length === 0) {
  console.log('nothing to render on the server');
  process.exit(0);
}

/** @type {import('@rspack/core').Configuration} */
const config = {
  mode: 'production',
  context: appDir,
  target: 'node20',
  entry,
  output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: {
      'lifeguard-prerender-routes$': join(appDir, 'src/routes.tsx'),
      'lifeguard-server-views$': join(appDir, 'src/server-views.ts'),
    },
  },
  module: { rules: [typescriptRule] },
  optimization: { minimize: false, splitChunks: false },
  devtool: false,
  plugins: [new rspack.DefinePlugin({ 'process.env.MESSENGER_APP_ID': JSON.stringify('') })],
};

mkdirSync(out, { recursive: true });
const stats = await new Promise((done, fail) =>
  rspack(config, (error, result) => (error ? fail(error) : done(result))),
);
if (!stats || stats.hasErrors()) {
  console.error(stats?.toString({ all: false, errors: true }));
  process.exit(1);
}
if (entry.prerender) {
  const bundle = join(out, 'prerender.cjs');
  try {
    const screens = await createRequire(import.meta.url)(bundle).screens;
    writeFileSync(join(appDir, 'dist', 'first-screens.json'), JSON.stringify(screens));
    console.log(
      `prerendered ${screens.length} first screen(s): ${screens.map((s) => s.name).join(', ') || 'none'}`,
    );
  } finally {
    rmSync(bundle, { force: true });
  }
}
for (const name of ['render-view', 'render-page'].filter((name) => entry[name])) {
  console.log(`server render bundle: ${join('dist', 'server', `${name}.cjs`)}`);
}
