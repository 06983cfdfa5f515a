// @ts-check
/**
 * `npm run dev -w mfe-<name>` (issue 34 item 6): serves the remote in the current folder from an
 * rspack development server with live reload, on 127.0.0.1 at port 3101 + its index in the one
 * list of apps (`PORT` overrides), for a superuser's browser to load through the Remotes page's
 * development-server override. The configuration is the app's own rspack.config.mjs in its
 * development mode (federated-app.mjs); nothing is written to `dist`.
 *
 * Prints, once listening, the manifest URL to paste into "Use a development server" and the
 * Remotes page's address (PUBLIC_URL, else http://localhost:8000); rspack logs each rebuild.
 * Exits 1 when run outside a remote's folder or given a bad PORT.
 */
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '@lifeguard/contracts/remotes';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';

/** The first remote's port; each next remote in REMOTES takes the next one. */
const FIRST_PORT = 3101;

/** @param {string} message */
function fail(message) {
  console.error(`dev-server: ${message}`);
  process.exit(1);
}

const dir = process.cwd();
const index = REMOTES.findIndex((remote) => remote.dir === basename(dir));
if (index < 0) fail(`${dir} is not a remote of contracts/src/remotes.mjs (run: npm run dev -w mfe-<name>)`);
const port = Number(process.env.PORT ?? FIRST_PORT + index);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT ${process.env.PORT} is not a port`);

const devOrigin = `http://127.0.0.1:${port}`;
const { default: configure } = await import(pathToFileURL(join(dir, 'rspack.config.mjs')).href);
const config = configure({ devOrigin });
const compiler = rspack(config);
const server = new RspackDevServer(config.devServer ?? {}, compiler);

await server.start();
const platform = (process.env.PUBLIC_URL ?? 'http://localhost:8000').replace(/\/$/, '');
console.log(
  `${REMOTES[index].dir} dev server: paste ${devOrigin}/mf-manifest.json into "Use a development server" on ${platform}/app/admin/remotes`,
);
