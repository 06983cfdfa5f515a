import { Type, type Static } from 'typebox';
import type { Config } from '../config.js';
import { REMOTES } from './apps.js';
import type { Builds } from './builds.js';

/**
 * Body of GET /app/remotes.json: for each remote, its Module Federation name, the URL of its
 * mf-manifest.json (absolute, or a path on this origin) and its version; `dev: true` when a
 * superuser's developer override serves it from a development server (issue 34 item 6).
 */
export const RemotesManifestSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    entry: Type.String(),
    version: Type.String(),
    dev: Type.Optional(Type.Literal(true)),
  }),
);

export type RemotesManifest = Static<typeof RemotesManifestSchema>;

/**
 * The remotes manifest the shell reads at start (ARCHITECTURE "Runtime composition"), in
 * {@link REMOTES} order: each remote's current build as `builds` finds it (its manifest on this
 * origin and its version); REMOTE_<NAME>_URL / _VERSION override them, so the shell can be
 * pointed at another build without being rebuilt.
 */
export function remotesManifest(builds: Builds, overrides: Config['remotes']): RemotesManifest {
  return REMOTES.map(({ name, dir }) => ({
    name,
    entry: overrides[name].url ?? builds.manifestPath(name, dir),
    version: overrides[name].version ?? builds.version(dir),
  }));
}
