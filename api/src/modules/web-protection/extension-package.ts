import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

/** The extension as a download: its zip and the version in its manifest. */
export type ExtensionPackage = { zip: Uint8Array; version: string };

type Manifest = { version: string; externally_connectable?: { matches: string[] } };

/**
 * The extension build in folder `build`, zipped for the Lifeguard server at `origin` (issue 32
 * "The `/integrations/chrome` page explains how to install"): the manifest's
 * `externally_connectable` names that origin, which is also the server the extension talks to
 * (extension/src/lib/origin.ts originOfManifest), so a download from any server connects back
 * to it. Null when the folder holds no build (a server deployed without the extension).
 */
export function packageExtension(build: string, origin: string): ExtensionPackage | null {
  const manifestFile = join(build, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  manifest.externally_connectable = { matches: [`${origin}/*`] };
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(build, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(build, path)] = new Uint8Array(readFileSync(path));
  }
  files['manifest.json'] = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  return { zip: zipSync(files, { level: 9 }), version: manifest.version };
}
