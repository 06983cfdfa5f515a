import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import type { Config } from '../config.js';
import { REMOTES } from './apps.js';

/**
 * Body of GET /app/remotes.json: for each remote, its Module Federation name, the URL of its
 * mf-manifest.json (absolute, or a path on this origin) and its version.
 */
export const RemotesManifestSchema = Type.Array(
  Type.Object({ name: Type.String(), entry: Type.String(), version: Type.String() }),
);

export type RemotesManifest = Static<typeof RemotesManifestSchema>;

/** `version` of `<dir>/package.json`, or 'unknown' when it cannot be read. */
function packageVersion(dir: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The remotes manifest the shell reads at start (ARCHITECTURE "Runtime composition"), in
 * {@link REMOTES} order. Each entry defaults to this gateway's `/remotes/<name>/mf-manifest.json`
 * and `<root>/<dir>/package.json`'s version; REMOTE_<NAME>_URL / _VERSION override them, so the
 * shell can be pointed at another build without being rebuilt. Read once, at start.
 */
export function remotesManifest(root: string, overrides: Config['remotes']): RemotesManifest {
  return REMOTES.map(({ name, dir }) => ({
    name,
    entry: overrides[name].url ?? `/remotes/${name}/mf-manifest.json`,
    version: overrides[name].version ?? packageVersion(join(root, dir)),
  }));
}
