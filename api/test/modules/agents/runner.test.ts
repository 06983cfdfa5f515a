import { jest } from '@jest/globals';
import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import type { FastifyBaseLogger } from 'fastify';
import {
  AgentError,
  ToolError,
  type AgentRequest,
  type AgentRun,
} from '../../../src/modules/agents/agent.js';
import {
  FAILED,
  NO_RESPONSE,
  runExecution,
  TIMED_OUT,
  type RunnerDeps,
} from '../../../src/modules/agents/runner.js';
import { resumptionOf } from '../../../src/modules/agents/resume.js';
import { MAX_TOOL_CALLS, TOOL_FAILED } from '../../../src/modules/agents/tool-calls.js';
import { fakeTools } from './agent-helpers.js';

type Stored = { seq: number; type: string; data: Record<string, unknown> };

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
const request: AgentRequest = { message: 'hello', history: [], threatUuid: null, threatExplanation: false };

/**
 * A run of `answer` against an in-memory store: its events, its published seqs, its outcome.
 * `earlier` are events an earlier attempt stored (the run is then attempt 2, taken over);
 * `heldUntilSeq` makes the store refuse events past that seq (another process took the run).
 */
async function run(
  answer: (run: AgentRun) => Promise<void>,
  timeoutMs = 60_000,
  {
    earlier = [],
    heldUntilSeq = Infinity,
    stop,
  }: { earlier?: Stored[]; heldUntilSeq?: number; stop?: AbortSignal } = {},
) {
  const events: Stored[] = [...earlier];
  const lease = { renewed: 0, released: 0 };
  const published: { seq: number; storedBefore: boolean }[] = [];
  const outcome: { status?: string; response?: string; items?: CreatedActionItem[]; error?: string } = {};
  const deps: RunnerDeps = {
    repository: {
      insertEvent: async (_id, _attempt, seq, type, data) =>
        seq <= heldUntilSeq && events.push({ seq, type, data }) > 0,
      markRunning: async () => undefined,
      complete: async (_id, _attempt, response, items) =>
        Object.assign(outcome, { status: 'completed', response, items }) && true,
      fail: async (_id, _attempt, error) => Object.assign(outcome, { status: 'failed', error }) && true,
    },
    bus: {
      publish: async (_id, seq) =>
        void published.push({ seq, storedBefore: events.some((e) => e.seq === seq) }),
    },
    provider: { name: 'test', answer: (_request, agentRun) => answer(agentRun) },
    tools: fakeTools(),
    timeoutMs,
    log: silent,
  };
  const runLease = {
    renewEveryMs: 1000,
    renew: async () => (lease.renewed += 1) > 0,
    release: async () => void (lease.released += 1),
  };
  const input = { executionId: 'e', userId: 7, request, lease: runLease };
  const done = earlier.length
    ? runExecution(deps, { ...input, attempt: 2, resume: resumptionOf(earlier) }, stop)
    : runExecution(deps, { ...input, attempt: 1 }, stop);
  return { events, published, outcome, done, lease };
}

const summary = (events: Stored[]) =>
  events.map(({ type, data }) => [type, data.status ?? data.content ?? null, data.has_running_tools]);

describe('runExecution (issue 12, spec 001 §4 "Agent run")', () => {
  it('streams status, tool calls with their task id and progress, messages, then complete', async () => {
    const { events, published, outcome, done } = await run(async (agentRun) => {
      const output = await agentRun.callTool('get_threat', { threat_uuid: 't-1' });
      expect(output).toEqual({ threat_uuid: 't-1', user_id: 7 });
      await agentRun.callTool('create_action_item', { title: 'Turn on two-step verification' });
      await agentRun.say('Here is ');
      await agentRun.say('what to do.');
    });
    await done;
    expect(summary(events)).toEqual([
      ['status', 'running', false],
      ['tool_call', 'start', true],
      ['tool_call', 'in_progress', true],
      ['tool_call', 'complete', false],
      ['tools_complete', null, false],
      ['tool_call', 'start', true],
      ['tool_call', 'complete', false],
      ['tools_complete', null, false],
      ['message', 'Here is ', false],
      ['message', 'what to do.', false],
      ['complete', 'completed', false],
    ]);
    expect(events.map((e) => e.seq)).toEqual(events.map((_e, k) => k + 1));
    expect(published.every((p) => p.storedBefore)).toBe(true);
    expect(events[1]?.data).toMatchObject({
      tool_name: 'get_threat',
      task_id: 'task-1',
      description: 'Reads one of your threats.',
      progress: 0,
      input: { threat_uuid: 't-1' },
    });
    expect(events[2]?.data).toMatchObject({
      task_id: 'task-1',
      progress: 50,
      stage_name: 'Reading the threat',
    });
    expect(events[3]?.data).toMatchObject({ task_id: 'task-1', progress: 100, output: { user_id: 7 } });
    expect(events[8]?.data).toMatchObject({ role: 'agent' });
    const items = [{ action_item_id: 42, message: 'Turn on two-step verification' }];
    expect(events.at(-1)?.data.output).toEqual({
      response: 'Here is what to do.',
      action_items_created: items,
    });
    expect(outcome).toEqual({ status: 'completed', response: 'Here is what to do.', items });
  });

  it('refuses invalid tool input and reports tool failures as tool_call errors the provider can read', async () => {
    const failures: string[] = [];
    const { events, done } = await run(async (agentRun) => {
      for (const [name, input] of [
        ['get_threat', { threat_uuid: 5 }],
        ['check_url', { url: 'refuse' }],
        ['check_url', { url: 'crash' }],
      ] as const) {
        await agentRun.callTool(name, input).catch((err: Error) => {
          expect(err).toBeInstanceOf(ToolError);
          failures.push(err.message);
        });
      }
    });
    await done;
    expect(failures).toEqual(['Invalid input for get_threat.', 'That is not a web address.', TOOL_FAILED]);
    const errors = events.filter((e) => e.data.status === 'error').map((e) => e.data.error);
    expect(errors).toEqual(failures);
    expect(JSON.stringify(events)).not.toContain('hunter2');
    expect(events.at(-1)).toMatchObject({ type: 'complete', data: { output: { response: NO_RESPONSE } } });
  });

  it(`allows ${MAX_TOOL_CALLS} tool calls; the next throws a ToolError`, async () => {
    let refused: unknown;
    const { events, done } = await run(async (agentRun) => {
      for (let k = 0; k < MAX_TOOL_CALLS; k++)
        await agentRun.callTool('check_url', { url: `https://a${k}.example` });
      refused = await agentRun
        .callTool('check_url', { url: 'https://b.example' })
        .catch((err: unknown) => err);
      await agentRun.say('Done.');
    });
    await done;
    expect(refused).toBeInstanceOf(ToolError);
    expect(events.filter((e) => e.data.status === 'start')).toHaveLength(MAX_TOOL_CALLS);
  });

  it('fails the execution with the message of a provider that throws an AgentError', async () => {
    const { events, outcome, done } = await run(async (agentRun) => {
      await agentRun.say('Let me look');
      throw new AgentError('The language model is unavailable.');
    });
    await done;
    expect(events.at(-1)).toEqual({
      seq: 3,
      type: 'error',
      data: {
        status: 'failed',
        content: 'The language model is unavailable.',
        error: 'The language model is unavailable.',
        has_running_tools: false,
      },
    });
    expect(outcome).toEqual({ status: 'failed', error: 'The language model is unavailable.' });
  });

  it('shows a generic text, never the message, when a provider fails with any other error', async () => {
    const { events, outcome, done } = await run(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'rows')");
    });
    await done;
    expect(events.at(-1)?.data).toMatchObject({ status: 'failed', content: FAILED });
    expect(outcome).toEqual({ status: 'failed', error: FAILED });
  });

  it('fails a run past its timeout, ending its running tool first, whatever the provider does', async () => {
    jest.useFakeTimers();
    try {
      let saidLate = false;
      const { events, outcome, done } = await run(async (agentRun) => {
        await agentRun.callTool('list_threats', {}).catch(() => undefined);
        // A provider that ignores the signal: what it does after the timeout is not streamed.
        await agentRun.say('too late');
        saidLate = true;
      }, 1000);
      await jest.advanceTimersByTimeAsync(999);
      expect(outcome.status).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(summary(events)).toEqual([
        ['status', 'running', false],
        ['tool_call', 'start', true],
        ['tool_call', 'error', false],
        ['tools_complete', null, false],
        ['error', 'failed', false],
      ]);
      expect(events[2]?.data.error).toBe(TOOL_FAILED);
      expect(events[4]?.data.content).toBe(TIMED_OUT);
      expect(outcome).toEqual({ status: 'failed', error: TIMED_OUT });
      expect(saidLate).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('a run taken over by another process (issue 35)', () => {
    // What attempt 1 stored before its process died: running, a finished action item, a
    // started tool, and the first half of the answer.
    const item = { action_item_id: 9, message: 'Added to your action items: Turn on 2FA' };
    const died: Stored[] = [
      { seq: 1, type: 'status', data: { status: 'running', has_running_tools: false } },
      {
        seq: 2,
        type: 'tool_call',
        data: { tool_name: 'create_action_item', task_id: 'task-1', status: 'start' },
      },
      {
        seq: 3,
        type: 'tool_call',
        data: { tool_name: 'create_action_item', task_id: 'task-1', status: 'complete', output: item },
      },
      { seq: 4, type: 'tools_complete', data: {} },
      { seq: 5, type: 'message', data: { role: 'agent', content: 'Here is ' } },
      { seq: 6, type: 'tool_call', data: { tool_name: 'get_threat', task_id: 'task-2', status: 'start' } },
    ];
    const answer = async (agentRun: AgentRun) => {
      await agentRun.callTool('create_action_item', { title: 'Turn on 2FA' });
      await agentRun.say('Here is ');
      await agentRun.callTool('get_threat', { threat_uuid: 't-1' });
      await agentRun.say('what to do.');
    };

    it('goes on after the last stored event: a finished tool is not run again, the answer not streamed twice', async () => {
      let created: unknown;
      const { events, outcome, done } = await run(
        async (agentRun) => {
          created = await agentRun.callTool('create_action_item', { title: 'Turn on 2FA' });
          await agentRun.say('Here is ');
          await agentRun.callTool('get_threat', { threat_uuid: 't-1' });
          await agentRun.say('what to do.');
        },
        60_000,
        { earlier: died },
      );
      await done;
      expect(summary(events.slice(died.length))).toEqual([
        ['tool_call', 'in_progress', true],
        ['tool_call', 'complete', false],
        ['tools_complete', null, false],
        ['message', 'what to do.', false],
        ['complete', 'completed', false],
      ]);
      expect(events.map((e) => e.seq)).toEqual(events.map((_e, k) => k + 1));
      expect(events.filter((e) => e.data.status === 'start')).toHaveLength(2);
      // The stored output (item 9), not the fake tool's (item 42): it did not run again.
      expect(created).toEqual(item);
      expect(outcome).toEqual({ status: 'completed', response: 'Here is what to do.', items: [item] });
    });

    it('marks the execution final with the end an earlier attempt stored, and runs nothing', async () => {
      const end = {
        seq: 7,
        type: 'complete',
        data: { status: 'completed', output: { response: 'Done.', action_items_created: [item] } },
      };
      let answered = false;
      const { events, outcome, done } = await run(async () => void (answered = true), 60_000, {
        earlier: [...died, end],
      });
      await done;
      expect(answered).toBe(false);
      expect(events).toHaveLength(died.length + 1);
      expect(outcome).toEqual({ status: 'completed', response: 'Done.', items: [item] });
    });

    it('stops writing once another process took the run over: no end of its own', async () => {
      const { events, outcome, done } = await run(answer, 60_000, { heldUntilSeq: 5 });
      await done;
      expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(outcome).toEqual({});
    });

    it('gives the run back, unfinished, when its server stops', async () => {
      const stop = new AbortController();
      const { events, outcome, done, lease } = await run(
        async (agentRun) => {
          await agentRun.say('Here is ');
          stop.abort();
          await new Promise(() => undefined);
        },
        60_000,
        { stop: stop.signal },
      );
      await done;
      expect(summary(events)).toEqual([
        ['status', 'running', false],
        ['message', 'Here is ', false],
      ]);
      expect(outcome).toEqual({});
      expect(lease.released).toBe(1);
    });
  });
});
