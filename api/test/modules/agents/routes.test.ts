import { randomUUID } from 'node:crypto';
import type { AgentExecution } from '@lifeguard/contracts/schemas/agents';
import { count, eq } from 'drizzle-orm';
import { agentEvents, agentExecutions } from '../../../src/modules/agents/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { Browser } from '../../helpers/browser.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import {
  EXECUTE,
  executionOf,
  feedbackOf,
  HISTORY,
  statusOf,
  streamOf,
  untilFinal,
  useAgentApp,
} from './agent-helpers.js';

const ctx = useAgentApp();
const THREAT = '5b0c6c2e-3f51-4a8e-9d3c-2f1f0b8e4a11';

const executeSync = (browser: Browser, body: object) =>
  browser.post(EXECUTE, { async_execution: false, ...body });

async function rowCount() {
  const [executions] = await ctx.app.db.select({ n: count() }).from(agentExecutions);
  const [events] = await ctx.app.db.select({ n: count() }).from(agentEvents);
  return { executions: executions?.n, events: events?.n };
}

describe('the six /agents/ calls (spec 001 §7 "Agents")', () => {
  it('answer allauth 401 when signed out, on all six', async () => {
    const visitor = new Browser(ctx.app);
    await visitor.get('/_allauth/browser/v1/auth/session');
    const id = randomUUID();
    const answers = [
      await visitor.post(EXECUTE, { message: 'hello' }),
      await visitor.get(streamOf(id)),
      await visitor.get(executionOf(id)),
      await visitor.get(statusOf(id)),
      await visitor.get(HISTORY),
      await visitor.post(feedbackOf(id), {
        feedback: { helpful: true },
        timestamp: new Date().toISOString(),
      }),
    ];
    for (const res of answers) expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  });

  it('refuse signed out (401), then a missing CSRF token (403), then bad input (400), in that order', async () => {
    const { browser } = await signedInUser(ctx.app);
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: EXECUTE, badBody: { message: '' } });
    const { body } = await executeSync(browser, { message: 'hello' });
    const id = JSON.parse(body).execution_id as string;
    const badFeedback = { feedback: { helpful: 'yes' }, timestamp: 'now' };
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: feedbackOf(id), badBody: badFeedback });
  });

  it('execute answers 202 with the pending execution at once, and the run goes on', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const res = await browser.post(EXECUTE, { message: 'Is this link safe?' });
    expect(res.statusCode).toBe(202);
    const pending = res.json<AgentExecution>();
    expect(pending).toMatchObject({
      execution_id: pending.id,
      agent_type: 'security',
      status: 'pending',
      message: 'Is this link safe?',
      output: null,
      tool_calls: [],
      session_id: null,
      threat_uuid: null,
      completed_at: null,
      duration_ms: null,
    });
    expect(await untilFinal(ctx.app, pending.id)).toBe('completed');
    const done = (await browser.get(executionOf(pending.id))).json<AgentExecution>();
    expect(done).toMatchObject({
      status: 'completed',
      output: { response: 'You said: Is this link safe?', action_items_created: [] },
      error: null,
    });
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(done.completed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(done.created_at));
    const status = await browser.get(statusOf(pending.id));
    expect(status.json()).toEqual({
      execution_id: pending.id,
      status: 'completed',
      has_running_tools: false,
    });
    expect((await ctx.app.agents.owned(user.id, pending.id)).userId).toBe(user.id);
  });

  it('execute with async_execution false answers 200 with the finished run, its tool calls and action items', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    ctx.agent.scripts.set('Explain it', async (request, run) => {
      await run.callTool('get_threat', { threat_uuid: request.threatUuid });
      await run.callTool('check_url', { url: 'refuse' }).catch(() => undefined);
      await run.callTool('create_action_item', { title: 'Change your Adobe password' });
      await run.say('Change your password.');
    });
    const res = await executeSync(browser, {
      message: 'Explain it',
      threat_uuid: THREAT,
      threat_explanation: true,
    });
    expect(res.statusCode).toBe(200);
    const done = res.json<AgentExecution>();
    expect(done).toMatchObject({
      status: 'completed',
      threat_uuid: THREAT,
      output: {
        response: 'Change your password.',
        action_items_created: [{ action_item_id: 42, message: 'Change your Adobe password' }],
      },
    });
    expect(done.tool_calls).toEqual([
      expect.objectContaining({
        task_id: 'task-1',
        name: 'get_threat',
        description: 'Reads one of your threats.',
        status: 'completed',
        input: { threat_uuid: THREAT },
        output: { threat_uuid: THREAT, user_id: user.id },
        progress: 100,
        stage_name: 'Reading the threat',
        stage_details: 'threat_events',
        error: null,
      }),
      expect.objectContaining({
        task_id: 'task-2',
        name: 'check_url',
        status: 'error',
        error: 'That is not a web address.',
        output: null,
      }),
      expect.objectContaining({ task_id: 'task-3', name: 'create_action_item', status: 'completed' }),
    ]);
    for (const call of done.tool_calls) {
      expect(Date.parse(call.end_time ?? '')).toBeGreaterThanOrEqual(Date.parse(call.start_time ?? ''));
    }
  });

  it('refuses bad input with 400 in our error shape, storing nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    const before = await rowCount();
    const bodies: [object, string][] = [
      [{}, 'message'],
      [{ message: '' }, 'message'],
      [{ message: ' \n\t\u00a0 ' }, 'message'],
      [{ message: 'x'.repeat(4001) }, 'message'],
      [{ message: 'a\u0000b' }, 'message'],
      [{ message: 42 }, 'message'],
      [{ message: 'hi', threat_uuid: 'not-a-uuid' }, 'threat_uuid'],
      [{ message: 'hi', session_id: '1' }, 'session_id'],
      [{ message: 'hi', agent_type: 'coder' }, 'agent_type'],
      [{ message: 'hi', async_execution: 'false' }, 'async_execution'],
      [{ message: 'hi', threat_explanation: 1 }, 'threat_explanation'],
    ];
    for (const [body, param] of bodies) {
      const res = await browser.post(EXECUTE, body);
      expect([res.statusCode, res.json().status]).toEqual([400, 'error']);
      expect(res.json().errors[0]).toMatchObject({ code: 'invalid', param });
    }
    const rate = { feedback: { helpful: true }, timestamp: new Date().toISOString() };
    const badIds = [
      await browser.get(streamOf('42')),
      await browser.get(executionOf('nope')),
      await browser.get(statusOf(`${randomUUID()}x`)),
      await browser.post(feedbackOf('1'), rate),
    ];
    for (const res of badIds) expect([res.statusCode, res.json().errors[0].param]).toEqual([400, 'id']);
    const feedback = await browser.post(feedbackOf(randomUUID()), { feedback: {}, timestamp: 'yesterday' });
    expect(feedback.statusCode).toBe(400);
    expect((await browser.get(`${HISTORY}?page=0`)).statusCode).toBe(400);
    expect(await rowCount()).toEqual(before);
  });

  it('accepts a 4000-character message, and drops unknown fields (no user id from the body)', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const res = await executeSync(browser, {
      message: 'y'.repeat(4000),
      user_id: other.user.id,
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(agentExecutions)
      .where(eq(agentExecutions.id, res.json().id));
    expect(row).toMatchObject({ userId: user.id, message: 'y'.repeat(4000) });
  });

  it("answers 404 for another user's execution on every call, the stream included, and for an unknown id", async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const sessionId = randomUUID();
    const { id } = (
      await executeSync(owner.browser, { message: 'my secret question', session_id: sessionId })
    ).json();
    const rate = { feedback: { helpful: false }, timestamp: new Date().toISOString() };
    for (const target of [id, randomUUID()]) {
      const answers = [
        await stranger.browser.get(streamOf(target)),
        await stranger.browser.get(executionOf(target)),
        await stranger.browser.get(statusOf(target)),
        await stranger.browser.post(feedbackOf(target), rate),
      ];
      for (const res of answers) {
        expect([res.statusCode, res.json()]).toEqual([
          404,
          { status: 'error', errors: [{ message: 'Not found.', code: 'not_found', param: 'id' }] },
        ]);
      }
    }
    expect((await stranger.browser.get(HISTORY)).json()).toMatchObject({ count: 0, results: [] });
    // The owner's session gives a stranger nothing.
    await executeSync(stranger.browser, { message: 'and now?', session_id: sessionId });
    expect(ctx.agent.requests.at(-1)).toMatchObject({ message: 'and now?', history: [], threatUuid: null });
    const [row] = await ctx.app.db.select().from(agentExecutions).where(eq(agentExecutions.id, id));
    expect(row?.feedbackHelpful).toBeNull();
  });

  it('gives a follow-up the session so far (last 10 turns) and the threat of the session', async () => {
    const { browser } = await signedInUser(ctx.app);
    const sessionId = randomUUID();
    await executeSync(browser, {
      message: 'Explain',
      threat_uuid: THREAT,
      threat_explanation: true,
      session_id: sessionId,
    });
    for (let k = 1; k <= 5; k++)
      await executeSync(browser, { message: `follow-up ${k}`, session_id: sessionId });
    const last = (
      await executeSync(browser, { message: 'Why is this considered dangerous?', session_id: sessionId })
    ).json();
    const request = ctx.agent.requests.at(-1);
    expect(request?.threatUuid).toBe(THREAT);
    expect(request?.threatExplanation).toBe(false);
    expect(request?.history).toHaveLength(10);
    expect(request?.history.slice(-2)).toEqual([
      { role: 'user', content: 'follow-up 5' },
      { role: 'agent', content: 'You said: follow-up 5' },
    ]);
    expect(last).toMatchObject({ session_id: sessionId, threat_uuid: THREAT });
  });

  it('stores feedback, one per execution, and a new one replaces it', async () => {
    const { browser } = await signedInUser(ctx.app);
    const { id } = (await executeSync(browser, { message: 'hello' })).json();
    const first = await browser.post(feedbackOf(id), {
      feedback: { helpful: true },
      timestamp: '2025-03-01T10:00:00Z',
    });
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { execution_id: id, feedback: { helpful: true }, timestamp: '2025-03-01T10:00:00.000Z' },
    ]);
    expect((await browser.get(executionOf(id))).json().feedback).toEqual({ helpful: true });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const second = await browser.post(feedbackOf(id), { feedback: { helpful: false }, timestamp: future });
    expect(second.json().feedback).toEqual({ helpful: false });
    expect(Date.parse(second.json().timestamp)).toBeLessThanOrEqual(Date.now());
    expect((await browser.get(HISTORY)).json().results[0].feedback).toEqual({ helpful: false });
  });

  it('lists the history newest first, a page at a time, without tool calls', async () => {
    const { browser } = await signedInUser(ctx.app);
    const ids: string[] = [];
    for (const message of ['one', 'two', 'three'])
      ids.push((await executeSync(browser, { message })).json().id);
    const first = (await browser.get(`${HISTORY}?page_size=2`)).json();
    expect(first).toMatchObject({ count: 3, next: `${HISTORY}?page=2&page_size=2`, previous: null });
    expect(first.results.map((e: AgentExecution) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.results[0]).not.toHaveProperty('tool_calls');
    expect(first.results[0]).toMatchObject({ message: 'three', output: { response: 'You said: three' } });
    const second = (await browser.get(first.next)).json();
    expect(second).toMatchObject({ count: 3, next: null, previous: `${HISTORY}?page=1&page_size=2` });
    expect(second.results.map((e: AgentExecution) => e.id)).toEqual([ids[0]]);
  });
});
