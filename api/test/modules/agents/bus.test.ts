import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { fromPostgresUrl } from '../../../src/db/database.js';
import { createScratchDatabase } from '../../../src/db/scratch.js';
import type { EventBus } from '../../../src/modules/agents/bus/event-bus.js';
import { createMemoryBus } from '../../../src/modules/agents/bus/memory.js';
import { createPostgresBus } from '../../../src/modules/agents/bus/postgres.js';
import { createRedisBus } from '../../../src/modules/agents/bus/redis.js';

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

/** Collects what a subscriber receives; `next(match)` waits for a matching notification. */
function listener() {
  const seen: number[] = [];
  let wake = () => {};
  return {
    seen,
    onEvent: (seq: number) => {
      seen.push(seq);
      wake();
    },
    async next(match: (seq: number) => boolean) {
      while (!seen.some(match)) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

/** Two buses (two processes' worth) deliver each other's notifications, to that execution only. */
async function expectFanOut(a: EventBus, b: EventBus) {
  const id = randomUUID();
  const mine = listener();
  const other = listener();
  const unsubscribe = b.subscribe(id, mine.onEvent);
  b.subscribe(randomUUID(), other.onEvent);
  await a.publish(id, 1);
  await a.publish(id, 2);
  await mine.next((seq) => seq === 2);
  expect(mine.seen).toEqual([1, 2]);
  unsubscribe();
  await a.publish(id, 3);
  // A later notification on the same channel proves the unsubscribed one was not delivered.
  const later = listener();
  b.subscribe(id, later.onEvent);
  await a.publish(id, 4);
  await later.next((seq) => seq === 4);
  expect(mine.seen).toEqual([1, 2]);
  expect(other.seen).toEqual([]);
}

describe('event buses (issue 12 "Fan-out")', () => {
  it('in process: delivers to the execution’s subscribers until they unsubscribe', async () => {
    const bus = createMemoryBus();
    await expectFanOut(bus, bus);
  });

  (DATABASE_URL ? describe : describe.skip)('PostgreSQL LISTEN/NOTIFY (DATABASE_URL)', () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let handle: ReturnType<typeof fromPostgresUrl>;
    beforeAll(async () => {
      scratch = await createScratchDatabase(DATABASE_URL ?? '', 'lifeguard_bus');
      handle = fromPostgresUrl(scratch.url, 2);
    });
    afterAll(async () => {
      await handle.close();
      await scratch.drop();
    });

    it('crosses connections, and after a lost LISTEN connection reconnects and asks for a re-read', async () => {
      const options = { url: scratch.url, db: handle.db, log: silent, reconnectMs: 20 };
      const a = await createPostgresBus(options);
      const b = await createPostgresBus(options);
      try {
        await expectFanOut(a, b);
        const id = randomUUID();
        const seen = listener();
        b.subscribe(id, seen.onEvent);
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        const dbName = new URL(scratch.url).pathname.slice(1);
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
          [dbName],
        );
        await admin.end();
        await seen.next((seq) => seq === 0);
        await a.publish(id, 5);
        await seen.next((seq) => seq === 5);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  (REDIS_URL ? describe : describe.skip)('Redis pub/sub (REDIS_URL)', () => {
    it('crosses connections, and after a lost connection resubscribes and asks for a re-read', async () => {
      const a = await createRedisBus(REDIS_URL ?? '', silent);
      const b = await createRedisBus(REDIS_URL ?? '', silent);
      try {
        await expectFanOut(a, b);
        const id = randomUUID();
        const seen = listener();
        b.subscribe(id, seen.onEvent);
        // Drops this process's subscriber connections only (other test files may use Redis).
        const admin = new Redis(REDIS_URL ?? '');
        const clients = String(await admin.client('LIST')).split('\n');
        const ours = clients.filter((line) => line.includes(`name=lifeguard-agent-events-${process.pid} `));
        for (const line of ours.filter((entry) => / sub=[1-9]/.test(entry))) {
          await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)?.[1] ?? '');
        }
        admin.disconnect();
        await seen.next((seq) => seq === 0);
        await a.publish(id, 5);
        await seen.next((seq) => seq === 5);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
