// `npm start`: build each frontend that is not built or older than its sources, then run the
// server (API + gateway: the shell at /app/, the remotes at /remotes/<name>/) on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS as APPS } from '@lifeguard/contracts/remotes';

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

/** Builds `dir` (`npm run build -w dir`) unless dist/mf-manifest.json is newer than its inputs. */
function buildIfStale(dir) {
  const marker = join(root, dir, 'dist', 'mf-manifest.json');
  const inputs = [
    `${dir}/src`,
    `${dir}/rspack.config.mjs`,
    `${dir}/package.json`,
    'contracts/src',
    'shared/src',
    'shared/tooling',
  ];
  const newestInput = newestMtime(inputs.map((path) => join(root, path)));
  if (existsSync(marker) && statSync(marker).mtimeMs >= newestInput) {
    console.log(`${dir} is up to date`);
    return;
  }
  console.log(`building ${dir}…`);
  const started = new Date();
  const build = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`building ${dir} failed (npm run build -w ${dir})`);
    process.exit(build.status || 1);
  }
  // rspack leaves unchanged outputs untouched, so the marker may keep an old time: stamp it with
  // the build's start, and a source saved during the build still counts as newer next time.
  if (existsSync(marker)) utimesSync(marker, started, started);
  else console.warn(`${dir}'s build wrote no dist/mf-manifest.json: it will be rebuilt at each start`);
}

APPS.forEach(buildIfStale);

// The demo family account (README "Demo account"), created once; SEED_DEMO=false skips it.
if (process.env.SEED_DEMO !== 'false') {
  const seed = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/cli/seed-demo.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
  });
  if (seed.status !== 0)
    console.warn('The demo account could not be created (npm run seed:demo); starting anyway.');
}

// As `npm start -w api` (tsx src/server.ts), without the extra processes of npm and tsx's CLI.
const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/server.ts'], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
