import { readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Where the gateway finds each federated app's build (`dir` is its folder: shell, mfe-auth…):
 * - `npm start`: `<root>/<dir>/dist`, the one build in the repository, versioned by
 *   `<root>/<dir>/package.json`;
 * - under compose (APPS_DIR, issue 18): the build its service made current,
 *   `<appsDir>/<dir>/current` → `versions/<version>` (ops/app/entrypoint.sh), its version the
 *   folder's name, every earlier version kept beside it.
 */
export type Builds = {
  /** Folder of the app's current build (absolute; it may not exist yet). */
  current(dir: string): string;
  /** Version of the app's current build; 'unknown' when it cannot be read. */
  version(dir: string): string;
  /** Path on this origin of remote `name`'s current mf-manifest.json. */
  manifestPath(name: string, dir: string): string;
  /** Folder served at `/remotes/<name>/` for remote `dir` (absolute). */
  remoteFiles(dir: string): string;
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

/** The builds of the repository at `root`, each app's `dist/` (npm start). */
export function repositoryBuilds(root: string): Builds {
  return {
    current: (dir) => join(root, dir, 'dist'),
    version: (dir) => packageVersion(join(root, dir)),
    manifestPath: (name) => `/remotes/${name}/mf-manifest.json`,
    remoteFiles: (dir) => join(root, dir, 'dist'),
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
    manifestPath: (name, dir) => `/remotes/${name}/${version(dir)}/mf-manifest.json`,
    remoteFiles: (dir) => join(appsDir, dir, 'versions'),
    shellFiles: (dir) => join(appsDir, dir, 'files'),
  };
}
