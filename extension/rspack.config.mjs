// @ts-check
import { rspack } from '@rspack/core';
import { typescriptRule } from '../shared/tooling/federated-app.mjs';

/**
 * The extension's build (issue 32 item 1): the service worker, the popup's and the warning
 * page's scripts as single files (no chunks to load, no Module Federation), their HTML and CSS,
 * and the icons, into dist/. scripts/package.ts then writes manifest.json and the shipped
 * blocklist and zips dist/.
 * @type {import('@rspack/core').Configuration}
 */
export default {
  mode: 'production',
  context: import.meta.dirname,
  target: ['web', 'es2022'],
  entry: {
    background: './src/background/index.ts',
    popup: './src/popup/index.ts',
    warning: './src/warning/index.ts',
  },
  output: { path: new URL('dist', import.meta.url).pathname, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: { rules: [typescriptRule] },
  optimization: { splitChunks: false, runtimeChunk: false },
  devtool: false,
  performance: { hints: false },
  plugins: [
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: 'src/popup/popup.html', to: 'popup.html' },
        { from: 'src/warning/warning.html', to: 'warning.html' },
        { from: 'src/pages/pages.css', to: 'pages.css' },
        { from: 'icons/*.png', to: 'icons/[name][ext]' },
      ],
    }),
  ],
};
