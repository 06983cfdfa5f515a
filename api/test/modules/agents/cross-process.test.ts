import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App } from '../../../src/app.js';
import { fromPglite, fromPostgresUrl, type DatabaseHandle } from '../../../src/db/database.js';
import { createScratchDatabase } from '../../../src/db/scratch.js';
import { APP_HOOK_TIMEOUT, testConfig, uniqueEmail } from '../../helpers/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { createGate, EXECUTE, fakeTools, scriptedProvider, storedEvents, streamOf } from './agent-helpers.js';
import { openStream } from './sse-client.js';

/**
 * Issue 12 "Fan-out": a stream opened on one API process follows a run executing on another.
 * Two apps, each with its own pool and its own bus connection, on one database: PostgreSQL
 * when DATABASE_URL is set (the bus is LISTEN/NOTIFY); with REDIS_URL set, the same again over
 * Redis pub/sub. Without DATABASE_URL the apps share one in-process PGlite and each has its own
 * in-process bus, so nothing tells B of A's events: B's stream follows through its safety poll
 * alone (made short here). A PGlite socket server cannot stand in for PostgreSQL here: PGlite
 * is one backend behind every socket connection, so a NOTIFY reaches no other connection and
 * the apps' named prepared statements collide (42P05).
 */
type Shared = { url?: string; handle(): Promise<DatabaseHandle>; close(): Promise<void> };

async function sharedDatabase(): Promise<Shared> {
  const baseUrl = process.env.DATABASE_URL;
  const handles: DatabaseHandle[] = [];
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'lifeguard_cross');
    return {
      url: scratch.url,
      async handle() {
        const handle = fromPostgresUrl(scratch.url, 3);
        if (!handles.length) await handle.migrate();
        handles.push(handle);
        return handle;
      },
      async close() {
        for (const handle of handles) await handle.close();
        await scratch.drop();
      },
    };
  }
  const pglite = await PGlite.create();
  const shared = fromPglite(pglite);
  await shared.migrate();
  return {
    handle: async () => ({ ...shared, close: async () => undefined }),
    close: () => pglite.close(),
  };
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const buses = [
  {
    name: onPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'one PGlite, no shared bus: safety poll',
    redis: undefined,
  },
  ...(process.env.REDIS_URL ? [{ name: 'Redis pub/sub', redis: process.env.REDIS_URL }] : []),
];

describe.each(buses)('a stream on another process ($name)', ({ redis }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-cross-'));
  const agentA = scriptedProvider();
  let shared: Shared;
  let a: App;
  let b: App;
  let originB = '';

  beforeAll(async () => {
    shared = await sharedDatabase();
    const env = {
      // The URL chooses the bus (LISTEN/NOTIFY); each app is given its own pool below.
      ...(shared.url ? { DATABASE_URL: shared.url } : {}),
      ...(redis ? { REDIS_URL: redis } : {}),
      // Where no notification crosses, the safety poll alone moves the stream.
      ...(onPostgres || redis ? {} : { AGENT_STREAM_POLL_MS: '50' }),
    };
    const build = async (provider = scriptedProvider().provider) => {
      const database = await shared.handle();
      const app = await buildApp(testConfig(dataDir, env), {
        database,
        agents: { provider, tools: fakeTools },
      });
      await app.ready();
      return app;
    };
    a = await build(agentA.provider);
    b = await build();
    await b.listen({ port: 0, host: '127.0.0.1' });
    originB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  }, APP_HOOK_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, APP_HOOK_TIMEOUT);

  it('follows, on B, a run executing on A: replay, then live events, to complete', async () => {
    expect(a.agents.bus.kind).toBe(redis ? 'redis' : onPostgres ? 'postgres' : 'memory');
    const user = await a.users.create({ email: uniqueEmail('cross') });
    const browser = new Browser(a);
    await signInDirectly(a, browser, user.id);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const gate = createGate();
    agentA.scripts.set('across', async (_request, run) => {
      await run.say('first');
      await gate.opened;
      await run.callTool('check_url', { url: 'https://paypa1.example' });
      await run.say('second');
    });

    const { id } = (await browser.post(EXECUTE, { message: 'across' })).json<{ id: string }>();
    const stream = await openStream(originB, streamOf(id), { cookie });
    await stream.waitFor((frame) => frame.data?.content === 'first');
    const notified: number[] = [];
    b.agents.bus.subscribe(id, (seq) => notified.push(seq));
    gate.open();
    await stream.ended;
    expect(stream.events()).toEqual(await storedEvents(b, id));
    expect(stream.events().at(-1)).toMatchObject({ type: 'complete', output: { response: 'firstsecond' } });
    // B heard of A's events through the bus, not only through its poll.
    if (onPostgres || redis) expect(notified.some((seq) => seq > 2)).toBe(true);

    const stranger = new Browser(b);
    await signInDirectly(b, stranger, (await b.users.create({ email: uniqueEmail('cross') })).id);
    expect((await stranger.get(streamOf(id))).statusCode).toBe(404);
  });
});
