import { REMOTES, type RemoteName } from '../../gateway/apps.js';
import type { Builds } from '../../gateway/builds.js';
import type { ServedVersion } from './repository.js';
import type { RemoteReleaseRow } from './schema.js';

/** One version a remote can be given: its label and manifest URL. */
export type VersionRef = { version: string; manifestUrl: string };

/**
 * A remote's release as the gateway applies it (issue 34 items 2–3): the active version (null:
 * the build) and the canary, with its share of users (%).
 */
export type Release = { active: VersionRef | null; canary: (VersionRef & { percent: number }) | null };

/** The build's own version of `name`: its label and the manifest the gateway serves for it. */
export const buildOf = (builds: Builds, name: RemoteName): VersionRef => {
  const dir = REMOTES.find((remote) => remote.name === name)!.dir;
  return { version: builds.version(dir), manifestUrl: builds.manifestPath(name, dir) };
};

/**
 * Each remote's release from its stored `rows`, its published `versions` and the `builds`: a
 * label is served from its published manifest, else from the build when it is the build's
 * version; a label served by neither (a build replaced since) counts as none.
 */
export function releasesOf(
  rows: RemoteReleaseRow[],
  versions: ServedVersion[],
  builds: Builds,
): Map<string, Release> {
  const refOf = (remote: string, label: string | null): VersionRef | undefined => {
    if (!label) return undefined;
    const published = versions.find((v) => v.remote === remote && v.version === label);
    if (published) return { version: label, manifestUrl: published.manifestUrl };
    const known = REMOTES.find((r) => r.name === remote);
    const build = known && buildOf(builds, known.name);
    return build?.version === label ? build : undefined;
  };
  return new Map(
    rows.map((row) => {
      const canary = refOf(row.remote, row.canaryVersion);
      const percent = row.canaryPercent ?? 0;
      const release: Release = {
        active: refOf(row.remote, row.activeVersion) ?? null,
        canary: canary && percent > 0 ? { ...canary, percent } : null,
      };
      return [row.remote, release];
    }),
  );
}
