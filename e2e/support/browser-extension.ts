/**
 * The real Lifeguard browser extension in the browser suites (issue 32 item 6): the unpacked
 * build `npm start` makes (extension/dist), its manifest rewritten for the product's origin
 * under test, loaded into Debian's Chromium in a persistent context (the one kind that loads
 * extensions; it runs headless here), with test host names mapped to a local fake site.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { createManifest } from '../../extension/src/manifest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from './product';

const BUILD = join(REPO_ROOT, 'extension', 'dist');

/**
 * A copy of the extension's build whose manifest names `origin` (externally_connectable, and so
 * the server it talks to), in a new temporary folder.
 * @throws Error when extension/dist is missing (`npm start` builds it).
 */
export function extensionBuildFor(origin: string): string {
  if (!existsSync(join(BUILD, 'manifest.json'))) {
    throw new Error('extension/dist is missing: `npm start` (or `npm run build -w extension`) builds it');
  }
  const copy = mkdtempSync(join(tmpdir(), 'lifeguard-extension-'));
  cpSync(BUILD, copy, { recursive: true });
  writeFileSync(join(copy, 'manifest.json'), JSON.stringify(createManifest(origin)));
  return copy;
}

/** A fake website on 127.0.0.1 answering every path with a page naming its host. */
export type FakeSite = { port: number; close(): Promise<void> };

/** Starts a {@link FakeSite} on a free loopback port. */
export async function startFakeSite(): Promise<FakeSite> {
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Fake site</title><h1>Fake site at ${request.headers.host}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Chromium with the extension loaded, its id and service worker. */
export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** `chrome-extension://<id>/<file>` */
  pageUrl(file: string): string;
  close(): Promise<void>;
};

/**
 * Launches Chromium with the extension built for `origin`, each of `hosts` resolving to
 * 127.0.0.1 (`--host-resolver-rules`), in a new profile removed on close.
 */
export async function launchWithExtension(
  origin: string,
  hosts: readonly string[],
): Promise<ExtensionBrowser> {
  const build = extensionBuildFor(origin);
  const profile = mkdtempSync(join(tmpdir(), 'lifeguard-profile-'));
  const rules = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${build}`,
      `--load-extension=${build}`,
      ...(rules ? [`--host-resolver-rules=${rules}`] : []),
    ],
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(serviceWorker.url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
    pageUrl: (file) => `chrome-extension://${extensionId}/${file}`,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      rmSync(build, { recursive: true, force: true });
    },
  };
}
