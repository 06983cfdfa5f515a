import { readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Config } from '../config.js';

/**
 * Where the gateway finds each federated app's build (`dir` is its folder: shell, mfe-auth…):
 * - `npm start`: `<root>/<dir>/dist`, the one build in the repository, versioned by
 *   `<root>/<dir>/package.json`;
 * - under compose (APPS_DIR, issue 18): the build its service made current,
 *   `<appsDir>/<dir>/current` → `versions/<version>` (ops/app/entrypoint.sh), its version the
 *   folder's name, every earlier version kept beside it.
 * Versions published from a folder (`npm run remote -- publish`, issue 34 item 2) are copied into
 * `publishedFiles(dir)/<version>/` and served at `/remotes/<name>/<version>/`.
 */
export type Builds = {
  /** Folder of the app's current build (absolute; it may not exist yet). */
  current(dir: string): string;
  /** Version of the app's current build; 'unknown' when it cannot be read. */
  version(dir: string): string;
  /** Path on this origin of remote `name`'s current mf-manifest.json. */
  manifestPath(name: string, dir: string): string;
  /**
   * Folders served at `/remotes/<name>/` for remote `dir` (absolute), looked up in order: its
   * build, then its published versions.
   */
  remoteFiles(dir: string): string[];
  /** Folder holding remote `dir`'s published copies, one `<version>/` each (absolute). */
  publishedFiles(dir: string): string;
  /** Folder served at `/app/` for the shell `dir`: its current build, or every version's files. */
  shellFiles(dir: string): string;
};

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

/** Path on this origin of a published copy's manifest (see {@link Builds}). */
export const publishedManifestPath = (name: string, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The builds of the repository at `root`, each app's `dist/` (npm start); published copies in
 * `<dataDir>/remotes/<dir>/` (version labels start with a digit, so none shadows a build file).
 */
export function repositoryBuilds(root: string, dataDir: string): Builds {
  const publishedFiles = (dir: string) => join(dataDir, 'remotes', dir);
  return {
    current: (dir) => join(root, dir, 'dist'),
    version: (dir) => packageVersion(join(root, dir)),
    manifestPath: (name) => `/remotes/${name}/mf-manifest.json`,
    remoteFiles: (dir) => [join(root, dir, 'dist'), publishedFiles(dir)],
    publishedFiles,
    shellFiles: (dir) => join(root, dir, 'dist'),
  };
}

/**
 * The builds the app services keep in `appsDir` (compose's `apps` volume). Remotes are served
 * by version (`/remotes/auth/0.2.0/mf-manifest.json`), so a page keeps the files it started
 * with after a deploy, and a deploy or a rollback is one change of `current`.
 */
export function serviceBuilds(appsDir: string): Builds {
  const version = (dir: string) => {
    try {
      return basename(realpathSync(join(appsDir, dir, 'current')));
    } catch {
      return 'unknown';
    }
  };
  return {
    current: (dir) => join(appsDir, dir, 'current'),
    version,
    manifestPath: (name, dir) => publishedManifestPath(name, version(dir)),
    remoteFiles: (dir) => [join(appsDir, dir, 'versions')],
    publishedFiles: (dir) => join(appsDir, dir, 'versions'),
    shellFiles: (dir) => join(appsDir, dir, 'files'),
  };
}

/** The builds the configuration names: APPS_DIR's (compose), else the repository's at `root`. */
export function configuredBuilds(config: Pick<Config, 'appsDir' | 'dataDir'>, root: string): Builds {
  return config.appsDir ? serviceBuilds(config.appsDir) : repositoryBuilds(root, config.dataDir);
}
