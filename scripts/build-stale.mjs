// Builds the federated apps and the browser extension whose build is missing or older than their
// sources, for `npm start` and `npm run stack` (ops/stack).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS } from '@lifeguard/contracts/remotes';

/** The browser extension (issue 32): built by `npm start` too, so extension/dist is there to load. */
const EXTENSION = 'extension';
const APPS = [...APP_DIRS, EXTENSION];

/** The file each build writes last: the federated apps' manifest, the extension's manifest.json. */
const markerOf = (dir) => join(root, dir, 'dist', dir === EXTENSION ? 'manifest.json' : 'mf-manifest.json');

/** What the extension's build reads besides its folder: the server's blocklist feed and builder. */
const EXTENSION_INPUTS = [
  'extension/icons',
  'extension/scripts',
  'api/data/malicious-hosts',
  'api/src/modules/web-protection',
  'api/src/modules/scam-signs/brands.ts',
];

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time (ms) among `paths` and, for folders, everything inside; 0 if none. */
function newestMtime(paths) {
  let newest = 0;
  for (const path of paths.filter((p) => existsSync(p))) {
    const inside = statSync(path).isDirectory() ? readdirSync(path, { recursive: true }) : [];
    for (const file of [path, ...inside.map((name) => join(path, name))]) {
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** Whether `dir` needs a build: no marker file (markerOf), or one older than its inputs. */
function isStale(dir) {
  const marker = markerOf(dir);
  const inputs = [
    ...(dir === EXTENSION ? EXTENSION_INPUTS : []),
    `${dir}/src`,
    `${dir}/rspack.config.mjs`,
    `${dir}/package.json`,
    'contracts/src',
    'shared/src',
    'shared/tooling',
  ];
  const newestInput = newestMtime(inputs.map((path) => join(root, path)));
  return !(existsSync(marker) && statSync(marker).mtimeMs >= newestInput);
}

/**
 * Builds `dir` (`npm run build -w dir`), the `index`-th (1-based) of `count` builds, saying so
 * before and how long it took after: a first start builds every app, a minute or two in all,
 * and should not look hung (issue 15).
 */
function build(dir, index, count) {
  const marker = markerOf(dir);
  console.log(`building ${index} of ${count}: ${dir}…`);
  const started = new Date();
  const result = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`building ${dir} failed (npm run build -w ${dir})`);
    process.exit(result.status || 1);
  }
  console.log(
    `built ${index} of ${count}: ${dir} in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`,
  );
  // rspack leaves unchanged outputs untouched, so the marker may keep an old time: stamp it with
  // the build's start, and a source saved during the build still counts as newer next time.
  if (existsSync(marker)) utimesSync(marker, started, started);
  else console.warn(`${dir}'s build wrote no ${marker}: it will be rebuilt at each start`);
}

/**
 * Builds every app that is not built or older than its sources, one after the other, saying
 * what it does (`npm start`, `npm run stack`). Exits the process when a build fails.
 */
export function buildStale() {
  const stale = APPS.filter(isStale);
  for (const dir of APPS.filter((app) => !stale.includes(app))) console.log(`${dir} is up to date`);
  if (stale.length > 0) {
    console.log(
      `${stale.length} of ${APPS.length} apps need a build${stale.length === APPS.length ? ' (first start: about a minute or two)' : ''}`,
    );
    const buildsStarted = Date.now();
    stale.forEach((dir, i) => build(dir, i + 1, stale.length));
    console.log(`all builds done in ${((Date.now() - buildsStarted) / 1000).toFixed(1)} s`);
  }
}
