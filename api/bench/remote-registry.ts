/**
 * Benchmark (issue 34): what the live remote registry costs each page load. The gateway resolves
 * every visitor's registry (releases from the database, the session's user for canaries) for
 * `GET /app/remotes.json` and each app page. Measures requests/s of remotes.json and of the
 * /app/login page, signed out and signed in, with no release and with an activated version plus a
 * 50 % canary, against the gateway alone (no database, the builds' registry), on the embedded
 * PGlite default and, with DATABASE_URL, on PostgreSQL. autocannon runs in a process of its own
 * (load-generator.mjs); each figure is the median of alternating rounds. Needs the apps built
 * (`npm run build`) for the login page; without them it measures remotes.json only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import gateway from '../src/gateway/gateway.js';
import { COMMAND_LINE } from '../src/modules/remotes/registry.js';
import { remoteReleases } from '../src/modules/remotes/schema.js';
import {
  BENCH_DATABASES,
  median,
  openBenchDatabase,
  signIn,
  startLoadGenerator,
  type Target,
} from './support.js';

const DURATION_S = 2;
const ROUNDS = 6;
const CONNECTIONS = 10;

type Load = (target: Target, seconds: number) => Promise<number>;

/** The median requests/s of each target over ROUNDS rounds, the targets' order turning each round. */
async function rounds(load: Load, targets: Record<string, Target>): Promise<Record<string, number>> {
  const names = Object.keys(targets);
  for (const name of names) await load(targets[name]!, 1);
  const rates: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    for (const name of order) rates[name]!.push(await load(targets[name]!, DURATION_S));
  }
  return Object.fromEntries(names.map((name) => [name, median(rates[name]!)]));
}

/** Prints `rates` (req/s) and each one's share of `baseline`'s, %. */
function print(title: string, rates: Record<string, number>, baseline: string) {
  console.log(`  ${title}`);
  for (const [name, rate] of Object.entries(rates)) {
    const share =
      name === baseline ? '' : ` (${((rate / rates[baseline]!) * 100).toFixed(0)} % of ${baseline})`;
    console.log(`    ${name.padEnd(44)} ${rate.toFixed(0).padStart(6)} req/s${share}`);
  }
}

async function measure(kind: 'pglite' | 'postgres', load: Load) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-bench-registry-'));
  const { handle, dispose } = await openBenchDatabase(kind);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' };
  const app = await buildApp(loadConfig(env), { database: handle, logger: false, extraPlugins: [gateway] });
  const alone = Fastify();
  alone.decorate('config', loadConfig(env));
  await alone.register(gateway);
  try {
    await app.users.create({ email: 'bench@example.com', password: 'Password-123' });
    const { cookie } = await signIn(app, 'bench@example.com', 'Password-123');
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const aloneOrigin = await alone.listen({ port: 0, host: '127.0.0.1' });
    const page = await app.inject({ method: 'GET', url: '/app/login' });
    const paths = ['/app/remotes.json', ...(page.statusCode === 200 ? ['/app/login'] : [])];
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}`);
    for (const path of paths) {
      const targets = (state: string) => ({
        [`gateway alone ${path}`]: { url: `${aloneOrigin}${path}` },
        [`${state}, signed out`]: { url: `${origin}${path}` },
        [`${state}, signed in`]: { url: `${origin}${path}`, headers: { cookie } },
      });
      await handle.db.delete(remoteReleases);
      print(`${path}: no release`, await rounds(load, targets('no release')), `gateway alone ${path}`);
      const registry = app.remoteRegistry;
      await registry
        .publish('darkweb', '9.0.0', '/remotes/darkweb/9.0.0/mf-manifest.json', COMMAND_LINE)
        .catch(() => undefined);
      await registry
        .publish('teams', '9.0.0', '/remotes/teams/9.0.0/mf-manifest.json', COMMAND_LINE)
        .catch(() => undefined);
      await registry.activate('darkweb', '9.0.0', COMMAND_LINE);
      await registry.canary('teams', '9.0.0', 50, COMMAND_LINE);
      print(
        `${path}: darkweb activated, teams at 50 %`,
        await rounds(load, targets('releases')),
        `gateway alone ${path}`,
      );
    }
  } finally {
    await alone.close();
    await app.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `autocannon in a process of its own: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per figure, medians`,
  );
  const generator = startLoadGenerator(CONNECTIONS);
  try {
    for (const kind of BENCH_DATABASES()) await measure(kind, generator.load);
  } finally {
    generator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
