import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { AgentError } from '../../../src/modules/agents/agent.js';
import type { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { createGate, EXECUTE, storedEvents, streamOf, untilFinal, useAgentApp } from './agent-helpers.js';
import { openStream, type SseFrame } from './sse-client.js';

// A short keep-alive so that a quiet stream shows its comment lines within the test.
const ctx = useAgentApp({ env: { AGENT_STREAM_KEEPALIVE_MS: '40' } });
let origin = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const isEvent = (type: string, content?: string) => (frame: SseFrame) =>
  frame.data?.type === type && (content === undefined || frame.data.content === content);

/** A script saying 'first', then waiting for the returned gate, then saying 'second'. */
function heldScript(message: string) {
  const gate = createGate();
  ctx.agent.scripts.set(message, async (_request, run) => {
    await run.say('first');
    await gate.opened;
    await run.callTool('check_url', { url: 'https://paypa1.example' });
    await run.say('second');
  });
  return gate;
}

async function execute(browser: Browser, body: object) {
  const res = await browser.post(EXECUTE, body);
  expect([200, 202]).toContain(res.statusCode);
  return res.json<{ id: string }>().id;
}

describe('GET /agents/stream/{id}/ (spec 001 §7 "Agents", issue 12)', () => {
  it('frames every stored event as `id: <seq>` and `data: <json>`, for a subscriber arriving after the end', async () => {
    const { browser } = await signedInUser(ctx.app);
    ctx.agent.scripts.set('Is https://paypa1.example safe?', async (_request, run) => {
      await run.callTool('check_url', { url: 'https://paypa1.example' });
      await run.say('It imitates PayPal.');
    });
    const id = await execute(browser, { message: 'Is https://paypa1.example safe?', async_execution: false });
    const stream = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
    await stream.ended;
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    const stored = await storedEvents(ctx.app, id);
    expect(stream.events()).toEqual(stored);
    expect(stream.frames.filter((f) => f.data).map((f) => f.id)).toEqual(stored.map((e) => String(e.seq)));
    expect(stream.raw()).toContain(`id: 1\ndata: ${JSON.stringify(stored[0])}\n\n`);
    expect(stored.map((e) => e.type)).toEqual([
      'status',
      'tool_call',
      'tool_call',
      'tools_complete',
      'message',
      'complete',
    ]);
    for (const event of stored)
      expect(event).toMatchObject({ execution_id: id, has_running_tools: expect.any(Boolean) });
    // The tool's input is stored for the execution's tool calls, not streamed.
    expect(stored[1]).not.toHaveProperty('input');
  });

  it('replays only the events after Last-Event-ID, and ends at once past the last', async () => {
    const { browser } = await signedInUser(ctx.app);
    const id = await execute(browser, { message: 'hello there', async_execution: false });
    const stored = await storedEvents(ctx.app, id);
    const resumed = await openStream(origin, streamOf(id), { cookie: cookieOf(browser), lastEventId: 2 });
    await resumed.ended;
    expect(resumed.events()).toEqual(stored.slice(2));
    const past = await openStream(origin, streamOf(id), {
      cookie: cookieOf(browser),
      lastEventId: stored.length,
    });
    await past.ended;
    expect(past.events()).toEqual([]);
  });

  it('replays what was stored, then follows the live run until complete', async () => {
    const { browser } = await signedInUser(ctx.app);
    const gate = heldScript('hold on');
    const id = await execute(browser, { message: 'hold on' });
    const stream = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
    await stream.waitFor(isEvent('message', 'first'));
    expect(stream.events().map((e) => e.type)).toEqual(['status', 'message']);
    gate.open();
    await stream.waitFor(isEvent('complete'));
    await stream.ended;
    expect(stream.events()).toEqual(await storedEvents(ctx.app, id));
    expect(stream.events().at(-1)).toMatchObject({
      status: 'completed',
      output: { response: 'firstsecond' },
    });
  });

  it('resumes a dropped stream mid-run from Last-Event-ID without repeating an event', async () => {
    const { browser } = await signedInUser(ctx.app);
    const gate = heldScript('hold on again');
    const id = await execute(browser, { message: 'hold on again' });
    const first = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
    const seen = (await first.waitFor(isEvent('message', 'first'))).id;
    first.close();
    await first.ended;
    const second = await openStream(origin, streamOf(id), {
      cookie: cookieOf(browser),
      lastEventId: Number(seen),
    });
    gate.open();
    await second.ended;
    const stored = await storedEvents(ctx.app, id);
    expect(second.events()).toEqual(stored.filter((e) => e.seq > Number(seen)));
    expect(second.events().at(-1)?.type).toBe('complete');
  });

  it('sends keep-alive comments while nothing happens', async () => {
    const { browser } = await signedInUser(ctx.app);
    const gate = heldScript('quiet please');
    const id = await execute(browser, { message: 'quiet please' });
    const stream = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
    await stream.waitFor(isEvent('message', 'first'));
    await stream.waitFor((frame) => frame.comment !== undefined);
    expect(stream.raw()).toMatch(/\n\n: heartbeat\n\n/);
    gate.open();
    await stream.ended;
    expect(stream.events().at(-1)?.type).toBe('complete');
  });

  it('ends with the error event of a failed run', async () => {
    const { browser } = await signedInUser(ctx.app);
    ctx.agent.scripts.set('break', async () => {
      throw new AgentError('The language model is unavailable.');
    });
    const id = await execute(browser, { message: 'break' });
    const stream = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
    await stream.ended;
    expect(stream.events().at(-1)).toMatchObject({
      type: 'error',
      status: 'failed',
      content: 'The language model is unavailable.',
      has_running_tools: false,
    });
    expect(await untilFinal(ctx.app, id)).toBe('failed');
  });

  it('releases its bus subscription when the client goes away', async () => {
    const { browser } = await signedInUser(ctx.app);
    const gate = heldScript('leaving soon');
    const subscribe = ctx.app.agents.bus.subscribe;
    let active = 0;
    const spy = jest.spyOn(ctx.app.agents.bus, 'subscribe').mockImplementation((executionId, onEvent) => {
      active += 1;
      const unsubscribe = subscribe(executionId, onEvent);
      return () => {
        active -= 1;
        unsubscribe();
      };
    });
    try {
      const id = await execute(browser, { message: 'leaving soon' });
      const stream = await openStream(origin, streamOf(id), { cookie: cookieOf(browser) });
      await stream.waitFor(isEvent('message', 'first'));
      expect(active).toBe(1);
      stream.close();
      while (active > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      gate.open();
      expect(await untilFinal(ctx.app, id)).toBe('completed');
    } finally {
      spy.mockRestore();
    }
  });
});
