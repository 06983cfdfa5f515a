/** The Lifeguard server the extension talks to when none is configured: `npm start`'s address. */
export const DEFAULT_LIFEGUARD_ORIGIN = 'http://localhost:8000';

/**
 * The origin of a configured Lifeguard address (`https://lifeguard.example/app/` →
 * `https://lifeguard.example`), the one form every check compares.
 * @throws TypeError when `address` is not an http(s) URL.
 */
export function lifeguardOrigin(address: string): string {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(`Not an http(s) Lifeguard address: ${address}`);
  }
  return url.origin;
}

/**
 * The Lifeguard origin an extension build talks to, read from its manifest: the one origin its
 * `externally_connectable` lets connect (manifest.ts writes `<origin>/*`). One source, so the
 * build's server and the pages allowed to hand over tokens can never differ.
 * @throws TypeError when the manifest names no http(s) origin there.
 */
export function originOfManifest(manifest: { externally_connectable?: { matches?: string[] } }): string {
  const [pattern] = manifest.externally_connectable?.matches ?? [];
  return lifeguardOrigin(pattern?.replace(/\/\*$/, '/') ?? '');
}
