// @ts-check
/**
 * Prerenders a remote's first screens (issue 17; FIRST_SCREENS in @lifeguard/shared/routes) into
 * `<app>/dist/first-screens.json` after its build: `node prerender.mjs <app-dir>`. The remote's
 * own route elements are bundled for Node with the same TypeScript rule as the browser build,
 * rendered in light and dark mode (shared/src/prerender), and the bundle is thrown away. The
 * gateway serves the markup and CSS as the page of those routes. A remote owning none of them
 * writes an empty list.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { typescriptRule } from './federated-app.mjs';

const appDir = process.argv[2] ? resolve(process.argv[2]) : null;
if (!appDir) {
  console.error('usage: node prerender.mjs <app-dir>');
  process.exit(2);
}
const out = mkdtempSync(join(tmpdir(), 'lifeguard-prerender-'));

/** @type {import('@rspack/core').Configuration} */
const config = {
  mode: 'production',
  context: appDir,
  target: 'node20',
  entry: join(import.meta.dirname, '../src/prerender/entry.tsx'),
  output: { path: out, filename: 'prerender.cjs', library: { type: 'commonjs2' } },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { 'lifeguard-prerender-routes$': join(appDir, 'src/routes.tsx') },
  },
  module: { rules: [typescriptRule] },
  optimization: { minimize: false },
  devtool: false,
  plugins: [new rspack.DefinePlugin({ 'process.env.MESSENGER_APP_ID': JSON.stringify('') })],
};

try {
  const stats = await new Promise((done, fail) =>
    rspack(config, (error, result) => (error ? fail(error) : done(result))),
  );
  if (!stats || stats.hasErrors()) {
    console.error(stats?.toString({ all: false, errors: true }));
    process.exit(1);
  }
  const screens = await createRequire(import.meta.url)(join(out, 'prerender.cjs')).screens;
  writeFileSync(join(appDir, 'dist', 'first-screens.json'), JSON.stringify(screens));
  console.log(
    `prerendered ${screens.length} first screen(s): ${screens.map((s) => s.name).join(', ') || 'none'}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
