// `npm start`: build each frontend that is not built or older than its sources, then run the
// server (API + gateway: the shell at /app/, the remotes at /remotes/<name>/) on one port.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The demo family account (README "Demo account"), created once, while the apps build: it needs
// only the API. SEED_DEMO=false skips it.
const seeded = new Promise((resolve) => {
  if (process.env.SEED_DEMO === 'false') return resolve();
  const seed = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/cli/seed-demo.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
  });
  const stopSeed = () => seed.kill();
  // A failed build exits this process; the seed goes with it.
  process.on('exit', stopSeed);
  seed.on('exit', (code) => {
    process.off('exit', stopSeed);
    if (code !== 0)
      console.warn('The demo account could not be created (npm run seed:demo); starting anyway.');
    resolve();
  });
});

buildStale();
await seeded;

// As `npm start -w api` (tsx src/server.ts), without the extra processes of npm and tsx's CLI.
const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'src/server.ts'], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
