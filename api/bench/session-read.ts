/**
 * Benchmark (ARCHITECTURE "perf budget", issue 17 "An honest API benchmark"): a
 * session-authenticated GET /users/api/user/detail/ against a bare Fastify route doing one
 * prepared primary-key read of the same table, on the embedded PGlite default and, when
 * DATABASE_URL is set, on PostgreSQL. The load comes from autocannon in a process of its own
 * (load-generator.mjs), forked once and warm for every round, so client and servers never share
 * an event loop. The two are measured in alternating rounds
 * (bare, session, session, bare, ...), so a machine that slows down or speeds up during the run
 * weighs on both alike. Prints requests/s per round and the median ratio of the rounds, per
 * database.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/modules/users/schema.js';
import {
  BENCH_DATABASES,
  median,
  openBenchDatabase,
  signIn,
  startLoadGenerator,
  type BenchDatabase,
  type Target,
} from './support.js';

/** Length of one measured round, in s, and the rounds per target (after one 2 s warm-up of each). */
const DURATION_S = 2;
const ROUNDS = 10;
const CONNECTIONS = 10;
/** Budget of DEVELOPERS.md (≥ 60 %) and the goal of issue 17 (≥ 80 %), in %. */
const BUDGET_PERCENT = 60;
const GOAL_PERCENT = 80;

/**
 * Bare and session-read requests/s on `kind`, round by round: after a warm-up of each, ROUNDS
 * rounds of both, the order alternating (bare first in even rounds, session first in odd ones).
 */
async function measure(
  kind: BenchDatabase,
  load: (target: Target, seconds: number) => Promise<number>,
): Promise<{ bare: number; session: number }[]> {
  const { handle, dispose } = await openBenchDatabase(kind);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' });
  const app = await buildApp(config, { database: handle, logger: false });
  const user = await app.users.create({ email: 'bench@example.com', password: 'Password-123' });
  const bare = Fastify();
  const byId = handle.db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('bench_by_id');
  bare.get('/item', async () => (await byId.execute({ id: user.id }))[0]);
  const { cookie } = await signIn(app, 'bench@example.com', 'Password-123');
  try {
    const bareTarget = { url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/item` };
    const sessionTarget = {
      url: `${await app.listen({ port: 0, host: '127.0.0.1' })}/users/api/user/detail/`,
      headers: { cookie },
    };
    await load(bareTarget, 2);
    await load(sessionTarget, 2);
    const rounds: { bare: number; session: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        const bareRate = await load(bareTarget, DURATION_S);
        rounds.push({ bare: bareRate, session: await load(sessionTarget, DURATION_S) });
      } else {
        const sessionRate = await load(sessionTarget, DURATION_S);
        rounds.push({ bare: await load(bareTarget, DURATION_S), session: sessionRate });
      }
    }
    return rounds;
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

async function main() {
  console.log(
    `autocannon in a process of its own: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s each after a 2 s warm-up`,
  );
  const generator = startLoadGenerator(CONNECTIONS);
  try {
    await report(generator.load);
  } finally {
    generator.stop();
  }
}

/** Measures and prints each database's figures. */
async function report(load: (target: Target, seconds: number) => Promise<number>) {
  for (const kind of BENCH_DATABASES()) {
    const rounds = await measure(kind, load);
    const bare = median(rounds.map((round) => round.bare));
    const session = median(rounds.map((round) => round.session));
    const ratio = median(rounds.map((round) => (round.session / round.bare) * 100));
    const verdict =
      ratio >= GOAL_PERCENT
        ? 'meets'
        : ratio >= BUDGET_PERCENT
          ? 'within budget, below goal'
          : 'BELOW budget';
    const perRound = (pick: (round: { bare: number; session: number }) => number) =>
      rounds.map((round) => pick(round).toFixed(0)).join(' ');
    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}`);
    console.log(
      `  bare Fastify + prepared PK read:        ${bare.toFixed(0)} req/s (median; rounds: ${perRound((r) => r.bare)})`,
    );
    console.log(
      `  GET /users/api/user/detail/ (session): ${session.toFixed(0)} req/s (median; rounds: ${perRound((r) => r.session)})`,
    );
    console.log(`  ratio per round: ${perRound((r) => (r.session / r.bare) * 100)} %`);
    console.log(
      `  ratio: ${ratio.toFixed(1)} %, median of the rounds (budget >= ${BUDGET_PERCENT} %, goal >= ${GOAL_PERCENT} %: ${verdict})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
