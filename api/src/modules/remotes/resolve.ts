import { canaryPosition } from '@lifeguard/contracts/remote-registry';
import type { RemoteDevOverride } from '@lifeguard/contracts/schemas/remote-registry';
import type { Config } from '../../config.js';
import type { RemotesManifest } from '../../gateway/remotes-manifest.js';
import type { Release } from './releases.js';

/** Who loads a page: a signed-in user (their id decides canaries) and a superuser's override. */
export type Viewer = { userId: number | null; devOverride: RemoteDevOverride | null };

/** The version label a development server is listed under. */
export const DEV_VERSION = 'dev';

/**
 * The registry one visitor's page gets (issue 34 items 2, 3, 6), from the `defaults` (the builds,
 * with REMOTE_<NAME>_* applied) and the `releases`: for each remote, its environment override if
 * `overrides` has one (ops win); else its canary when the visitor is signed in and within its
 * share (contracts canaryPosition: sticky per user id); else its active version; else the build.
 * A superuser's developer override replaces its remote last, flagged `dev: true`.
 */
export function registryFor(
  defaults: RemotesManifest,
  releases: ReadonlyMap<string, Release>,
  overrides: Config['remotes'],
  { userId, devOverride }: Viewer,
): RemotesManifest {
  return defaults.map((entry) => {
    if (devOverride?.name === entry.name)
      return { name: entry.name, entry: devOverride.entry, version: DEV_VERSION, dev: true };
    const override = overrides[entry.name as keyof Config['remotes']];
    if (override?.url || override?.version) return entry;
    const release = releases.get(entry.name);
    const canary = release?.canary;
    const chosen =
      canary && userId !== null && canaryPosition(userId) * 100 < canary.percent ? canary : release?.active;
    return chosen ? { name: entry.name, entry: chosen.manifestUrl, version: chosen.version } : entry;
  });
}
