import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './read-json.js';

/**
 * What a server-rendered page gives a remote so that it starts without a chain of round trips
 * (issue 31 "No round-trip chain left for the JavaScript either"): its mf-manifest.json, inlined
 * and handed to the federation runtime by the shell (remote-registry.ts), and the scripts its
 * `./routes` expose runs first, preloaded: remoteEntry.js, the expose's own chunks, and the
 * chunks of its shared modules the shell does not provide (which the runtime then loads from the
 * remote itself).
 */
export type RemoteStartup = {
  /** The manifest's URL as the registry gives it (a path on this origin, or absolute). */
  manifestUrl: string;
  manifest: unknown;
  /** URLs of the scripts to preload, in load order. */
  scripts: string[];
};

type Assets = { js?: { sync?: string[] } };
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: Assets }[];
  shared?: { name: string; assets?: Assets }[];
};

/** The names of the shared modules the shell provides, from its mf-manifest.json in `shellDir`. */
export function hostShared(shellDir: string): Set<string> {
  return new Set(
    (readJson<Manifest>(join(shellDir, 'mf-manifest.json'))?.shared ?? []).map(({ name }) => name),
  );
}

/**
 * The startup of the remote whose manifest is `manifestFile`, served at `manifestUrl`, beside a
 * shell providing `provided`: the files the manifest names resolve next to it (the builds'
 * `publicPath: 'auto'`). Null when the manifest cannot be read.
 */
export function remoteStartup(
  manifestFile: string,
  manifestUrl: string,
  provided: Set<string>,
): RemoteStartup | null {
  const manifest = readJson<Manifest>(manifestFile);
  if (!manifest) return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find(({ name }) => name === 'routes')?.assets?.js?.sync ?? [];
  const shared = (manifest.shared ?? [])
    .filter(({ name }) => !provided.has(name))
    .flatMap(({ assets }) => assets?.js?.sync ?? []);
  const files = new Set([...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...routes, ...shared]);
  return { manifestUrl, manifest, scripts: [...files].map((file) => `${base}${file}`) };
}

/**
 * The shell's chunks a signed-in page runs at once, as paths under /app/: its bootstrap
 * (shell/src/index.ts) and its frame (shell/src/router/frame-loader.ts), found by their chunk
 * names in the shell's build `dir`.
 */
export function shellChunks(dir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return ['bootstrap', 'frame'].flatMap((chunk) => {
    const file = files.find((name) => new RegExp(`^${chunk}\\.[0-9a-f]{8,}\\.js$`).test(name));
    return file ? [`/app/${file}`] : [];
  });
}
