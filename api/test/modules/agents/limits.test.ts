import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AgentExecution } from '@lifeguard/contracts/schemas/agents';
import { count, eq } from 'drizzle-orm';
import { agentEvents, agentExecutions } from '../../../src/modules/agents/schema.js';
import { INTERRUPTED, TIMED_OUT } from '../../../src/modules/agents/runner.js';
import { anotherProcess, APP_HOOK_TIMEOUT } from '../../helpers/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import {
  createGate,
  EXECUTE,
  executionOf,
  fakeTools,
  storedEvents,
  streamOf,
  untilFinal,
  useAgentApp,
} from './agent-helpers.js';
import { openStream } from './sse-client.js';

const env = {
  AGENT_RUNS_PER_MINUTE: '4',
  AGENT_MAX_CONCURRENT_RUNS: '2',
  AGENT_TIMEOUT_MS: '300',
  AGENT_STREAM_POLL_MS: '50',
};
const ctx = useAgentApp({ env });

/** Another server on the same database (sharing the test's PGlite), started, with `overrides` of env. */
const secondServer = (overrides: Record<string, string> = {}) =>
  anotherProcess(
    ctx,
    { ...env, ...overrides },
    { agents: { provider: ctx.agent.provider, tools: fakeTools } },
  );

const executions = async (userId: number) =>
  (await ctx.app.db.select({ n: count() }).from(agentExecutions).where(eq(agentExecutions.userId, userId)))[0]
    ?.n;
const ask = (browser: Browser, message: string, asyncExecution = false) =>
  browser.post(EXECUTE, { message, async_execution: asyncExecution });

describe('limits of the assistant (issue 12)', () => {
  it('answers 429 in allauth shape past AGENT_RUNS_PER_MINUTE runs a minute; bad input does not count', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    for (let k = 0; k < 5; k++) expect((await ask(browser, '   ')).statusCode).toBe(400);
    for (let k = 0; k < 4; k++) expect((await ask(browser, `question ${k}`)).statusCode).toBe(200);
    const refused = await ask(browser, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      errors: [{ message: 'Too many questions. Please wait a minute and try again.', code: 'rate_limited' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await executions(user.id)).toBe(4);
    const other = await signedInUser(ctx.app);
    expect((await ask(other.browser, 'my turn')).statusCode).toBe(200);
  });

  it('answers 429 in allauth shape past AGENT_MAX_CONCURRENT_RUNS runs at once', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const gate = createGate();
    ctx.agent.scripts.set('wait for me', async (_request, run) => {
      await gate.opened;
      await run.say('done');
    });
    const held = [await ask(browser, 'wait for me', true), await ask(browser, 'wait for me', true)];
    expect(held.map((res) => res.statusCode)).toEqual([202, 202]);
    const refused = await ask(browser, 'and this?', true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      errors: [
        {
          message: 'You already have 2 answers in progress. Please wait for one to finish.',
          code: 'too_many_running',
        },
      ],
    });
    expect(await executions(user.id)).toBe(2);
    gate.open();
    for (const res of held) expect(await untilFinal(ctx.app, res.json().id)).toBe('completed');
    expect((await ask(browser, 'now?')).statusCode).toBe(200);
  });

  it('fails an execution past AGENT_TIMEOUT_MS, its running tool included, and its stream ends', async () => {
    const { browser } = await signedInUser(ctx.app);
    ctx.agent.scripts.set('list everything', async (_request, run) => {
      await run.say('Looking…');
      await run.callTool('list_threats', {});
    });
    const res = await ask(browser, 'list everything', true);
    const { id } = res.json();
    const stream = await browser.get(streamOf(id));
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.body.trimEnd().split('\n\n').at(-1)).toContain('"type":"error"');
    // The final event is stored first, then the row turns final (runner.ts).
    expect(await untilFinal(ctx.app, id)).toBe('failed');
    const done = (await browser.get(executionOf(id))).json<AgentExecution>();
    expect(done).toMatchObject({ status: 'failed', error: TIMED_OUT, output: null });
    expect(done.tool_calls).toEqual([expect.objectContaining({ name: 'list_threats', status: 'error' })]);
    expect(done.duration_ms).toBeGreaterThanOrEqual(300);
  });

  it(
    'runs a dead process left unfinished are taken over and finished; those asked too long ago fail as interrupted',
    async () => {
      const { user, browser } = await signedInUser(ctx.app);
      const hourAgo = new Date(Date.now() - 3_600_000);
      const leftBehind = async (status: string, at: Date, leasedUntil: Date | null = null) => {
        const [row] = await ctx.app.db
          .insert(agentExecutions)
          .values({
            userId: user.id,
            message: 'lost',
            status,
            createdAt: at,
            startedAt: status === 'running' ? at : null,
            leasedUntil,
            attempts: 1,
          })
          .returning();
        if (!row) throw new Error('no row');
        await ctx.app.db.insert(agentEvents).values({
          executionId: row.id,
          seq: 1,
          type: 'status',
          data: { status: 'running', has_running_tools: false },
        });
        return row.id;
      };
      const running = await leftBehind('running', hourAgo);
      const pending = await leftBehind('pending', hourAgo);
      // Leased for another minute by a process that still runs it.
      const held = await leftBehind('running', new Date(), new Date(Date.now() + 60_000));
      // Its process died a moment ago: its lease lapsed.
      const lapsed = await leftBehind('running', new Date(), new Date(Date.now() - 1));

      // A second server starting on the same database (listening, it would start looking itself).
      const second = await secondServer();
      await second.agents.start();
      for (const id of [running, pending]) {
        expect((await browser.get(executionOf(id))).json()).toMatchObject({
          status: 'failed',
          error: INTERRUPTED,
        });
        expect((await storedEvents(ctx.app, id)).at(-1)).toMatchObject({
          seq: 2,
          type: 'error',
          content: INTERRUPTED,
        });
      }
      await untilFinal(ctx.app, lapsed);
      expect((await browser.get(executionOf(lapsed))).json()).toMatchObject({
        status: 'completed',
        output: { response: 'You said: lost' },
      });
      expect((await storedEvents(ctx.app, lapsed)).map((event) => [event.seq, event.type])).toEqual([
        [1, 'status'],
        [2, 'message'],
        [3, 'message'],
        [4, 'complete'],
      ]);
      expect((await browser.get(executionOf(held))).json().status).toBe('running');
      await second.close();

      // One asked long ago, lapsed while this server runs: its stream's safety poll fails it.
      const orphan = await leftBehind('running', hourAgo);
      const stream = await browser.get(streamOf(orphan));
      expect(stream.body).toContain(`"content":"${INTERRUPTED}"`);
      expect((await browser.get(executionOf(orphan))).json().status).toBe('failed');
      expect((await browser.get(executionOf(randomUUID()))).statusCode).toBe(404);
    },
    APP_HOOK_TIMEOUT,
  );

  it(
    'closing a server gives its runs back: another server takes each over and completes it, streaming nothing twice',
    async () => {
      // A run that cannot time out first (300 ms here) on a busy machine: only the close ends it.
      const server = await secondServer({ AGENT_TIMEOUT_MS: '600000' });
      await server.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const { user, browser: here } = await signedInUser(ctx.app);
      const browser = new Browser(server);
      await signInDirectly(server, browser, user.id);
      // The first attempt thinks until its server closes; the one taking it over answers.
      let attempts = 0;
      ctx.agent.scripts.set('hold on', async (_request, run) => {
        attempts += 1;
        await run.say('thinking');
        if (attempts === 1) await new Promise((resolve) => run.signal.addEventListener('abort', resolve));
        await run.say(' done');
      });
      const { id } = (await ask(browser, 'hold on', true)).json();
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const stream = await openStream(origin, streamOf(id), { cookie });
      await stream.waitFor((frame) => frame.data?.content === 'thinking');
      await server.close();
      await stream.ended;
      // The closed server's stream just ends: the run is not over, only handed back.
      expect(stream.events().map((event) => event.type)).toEqual(['status', 'message']);

      // The panel reconnects to a server still running (this one) after the last event it saw.
      const resumed = await here.get(streamOf(id), { 'last-event-id': '2' });
      expect(resumed.body).toContain('"type":"complete"');
      expect(resumed.body).not.toContain('"content":"thinking"');
      expect((await ctx.app.agents.repository.find(user.id, id))?.attempts).toBe(2);
      expect((await storedEvents(ctx.app, id)).map((event) => [event.type, event.content ?? null])).toEqual([
        ['status', null],
        ['message', 'thinking'],
        ['message', ' done'],
        ['complete', null],
      ]);
      expect((await here.get(executionOf(id))).json()).toMatchObject({
        status: 'completed',
        output: { response: 'thinking done' },
      });
    },
    APP_HOOK_TIMEOUT,
  );
});
