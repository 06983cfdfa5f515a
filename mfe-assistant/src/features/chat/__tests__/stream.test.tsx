import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import {
  AGENT_POLL_INTERVAL_MS,
  STREAMING_MESSAGES_KEPT,
  TOOL_POLL_INTERVAL_MS,
} from '@lifeguard/contracts/agents';
import type { MockHandler } from '@lifeguard/shared/testing/mock-api';
import { EXECUTION_IDS, THREAT, eventsFor, executionFixture } from '../../../testing/agent-fixtures';
import { installFakeEventSource, openedStream } from '../../../testing/fake-event-source';
import { renderPanel } from '../../../testing/render-panel';
import { dropQueuedAnalytics, trackedEvents } from '../../../testing/tracked-events';

const EXPLAIN = { kind: 'explain', ...THREAT } as const;
const ID = EXECUTION_IDS[0];
const STATUS = `GET /agents/status/${ID}/`;
const EXECUTION = `GET /agents/execution/${ID}/`;

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const log = () => screen.getByRole('log', { name: 'Conversation with Lifeguard' });
const statusChecks = (requests: { path: string }[]) =>
  requests.filter(({ path }) => path === `/agents/status/${ID}/`).length;

/** Answers the status checks with `statuses` in turn (the last one repeated). */
function statusSequence(...statuses: string[]): MockHandler {
  let call = 0;
  return () => {
    const status = statuses[Math.min(call, statuses.length - 1)];
    call += 1;
    return [200, { execution_id: ID, status, has_running_tools: false }];
  };
}

beforeEach(async () => {
  await dropQueuedAnalytics();
  installFakeEventSource();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the stream (spec 001 §4 "Agent run", §8, §9)', () => {
  it('shows each tool: status mapped from the event, progress, stage, and a timer ticking every second', async () => {
    const { requests } = renderPanel(EXPLAIN, { fakeTimers: true });
    const stream = await openedStream();
    const event = eventsFor(ID);
    const tool = { tool_name: 'get_threat', task_id: 't1', description: 'Looking up this threat' };
    act(() =>
      stream.emit(event('tool_call', { ...tool, status: 'start', progress: 0, has_running_tools: true })),
    );
    const rows = () =>
      within(screen.getByRole('list', { name: 'What Lifeguard checked' })).getAllByRole('listitem');
    expect(rows()[0]).toHaveTextContent('Looking up this threat');
    expect(rows()[0]).toHaveTextContent('get_threat');
    expect(rows()[0]).toHaveTextContent('Running');
    expect(rows()[0]).toHaveTextContent('Elapsed: 0 s');

    await advance(3000);
    expect(rows()[0]).toHaveTextContent('Elapsed: 3 s');
    act(() =>
      stream.emit(
        event('tool_call', {
          ...tool,
          status: 'in_progress',
          progress: 60,
          stage_name: 'Reading the sender',
          stage_details: 'paypa1-login.example',
          has_running_tools: true,
        }),
      ),
    );
    const bar = screen.getByRole('progressbar', { name: 'Looking up this threat progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(rows()[0]).toHaveTextContent('Reading the sender: paypa1-login.example');
    expect(rows()[0]).toHaveTextContent('Running');

    await advance(1000);
    act(() =>
      stream.emit(
        event('tool_call', { ...tool, status: 'complete', progress: 100, has_running_tools: true }),
      ),
    );
    expect(rows()[0]).toHaveTextContent('Completed');
    expect(rows()[0]).toHaveTextContent('Elapsed: 4 s');
    await advance(5000);
    expect(rows()[0]).toHaveTextContent('Elapsed: 4 s');

    act(() =>
      stream.emit(
        event('tool_call', {
          tool_name: 'check_url',
          task_id: 't2',
          status: 'error',
          has_running_tools: false,
        }),
      ),
    );
    expect(rows()[1]).toHaveTextContent('check_url');
    expect(rows()[1]).toHaveTextContent('Error');
    expect(rows()[1]).toHaveTextContent('Tool execution failed');
    const tracked = await trackedEvents(requests);
    expect(tracked.find(({ event: name }) => name === 'chat error')?.properties).toMatchObject({
      error_class: 'tool_execution',
      message: 'Tool execution failed',
    });
  });

  it('keeps the stream open after complete while tools still run, and ends at tools_complete', async () => {
    renderPanel(EXPLAIN, { fakeTimers: true });
    const stream = await openedStream();
    const event = eventsFor(ID);
    const output = { response: 'Finished.', action_items_created: [] };
    act(() => {
      stream.emit(
        event('tool_call', {
          tool_name: 'list_threats',
          task_id: 't1',
          status: 'start',
          has_running_tools: true,
        }),
      );
      stream.emit(event('complete', { status: 'completed', output, has_running_tools: true }));
    });
    expect(stream.closed).toBe(false);
    expect(log()).toHaveAttribute('aria-busy', 'true');
    act(() => stream.emit(event('tools_complete', { has_running_tools: false })));
    expect(stream.closed).toBe(true);
    expect(within(log()).getByText('Finished.')).toBeInTheDocument();
  });

  it('after complete with a tool still running, polls the status every 2 s until no tool runs', async () => {
    let checks = 0;
    const { requests } = renderPanel(EXPLAIN, {
      fakeTimers: true,
      handlers: {
        [STATUS]: () => {
          checks += 1;
          return [200, { execution_id: ID, status: 'completed', has_running_tools: checks < 2 }];
        },
        [EXECUTION]: [
          200,
          executionFixture({
            status: 'completed',
            output: { response: 'Finished.', action_items_created: [] },
          }),
        ],
      },
    });
    const stream = await openedStream();
    const output = { response: 'Finished.', action_items_created: [] };
    act(() =>
      stream.emit(eventsFor(ID)('complete', { status: 'completed', output, has_running_tools: true })),
    );
    await advance(TOOL_POLL_INTERVAL_MS - 1);
    expect(statusChecks(requests)).toBe(0);
    await advance(1);
    expect(statusChecks(requests)).toBe(1);
    expect(log()).toHaveAttribute('aria-busy', 'true');
    await advance(TOOL_POLL_INTERVAL_MS);
    expect(statusChecks(requests)).toBe(2);
    expect(await within(log()).findByText('Finished.')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    await advance(TOOL_POLL_INTERVAL_MS * 3);
    expect(statusChecks(requests)).toBe(2);
  });

  it('skips events a replay repeats, and reads named events as well as unnamed ones', async () => {
    renderPanel(EXPLAIN, { fakeTimers: true });
    const stream = await openedStream();
    const event = eventsFor(ID);
    const first = event('message', { role: 'agent', content: 'One ' });
    act(() => {
      stream.emit(first);
      stream.emit(first);
      stream.emit(event('message', { role: 'agent', content: 'two.' }), 'message');
      stream.emit(event('complete', { status: 'completed' }), 'complete');
    });
    expect(within(log()).getByText('One two.')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
  });

  it("ends on an error event with 'I encountered an error: ' and the message", async () => {
    const { requests } = renderPanel(EXPLAIN, { fakeTimers: true });
    const stream = await openedStream();
    const event = eventsFor(ID);
    act(() => stream.emit(event('error', { status: 'failed', content: 'The agent timed out' }), 'error'));
    expect(within(log()).getByText('I encountered an error: The agent timed out')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    const tracked = await trackedEvents(requests);
    expect(tracked.find(({ event: name }) => name === 'chat error')?.properties).toMatchObject({
      error_class: 'execution',
    });
  });

  it("answers 'No response received' when a run completes without any text", async () => {
    renderPanel(EXPLAIN, { fakeTimers: true });
    const stream = await openedStream();
    const event = eventsFor(ID);
    act(() =>
      stream.emit(
        event('complete', { status: 'completed', output: { response: ' ', action_items_created: [] } }),
      ),
    );
    expect(within(log()).getByText('No response received')).toBeInTheDocument();
  });

  it('cycles the loading text every 2 s and keeps the last 10 streaming updates', async () => {
    renderPanel(EXPLAIN, { fakeTimers: true });
    expect(screen.getByText('Looking at this threat…')).toBeInTheDocument();
    await advance(1999);
    expect(screen.getByText('Looking at this threat…')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Checking your protections…')).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Reading what we found…')).toBeInTheDocument();

    const stream = await openedStream();
    const event = eventsFor(ID);
    act(() => {
      for (let stage = 1; stage <= 12; stage += 1) {
        stream.emit(
          event('tool_call', {
            tool_name: 'search_safety_articles',
            task_id: 't1',
            description: 'Searching our articles',
            status: 'in_progress',
            stage_name: `Step ${stage}`,
            has_running_tools: true,
          }),
        );
      }
    });
    const updates = within(screen.getByRole('list', { name: 'Progress updates' })).getAllByRole('listitem');
    expect(updates).toHaveLength(STREAMING_MESSAGES_KEPT);
    expect(updates[0]).toHaveTextContent('Searching our articles — Step 3');
    expect(updates.at(-1)).toHaveTextContent('Searching our articles — Step 12');
  });
});

describe('polling after a stream error (spec 001 §4)', () => {
  it('closes the stream, polls the status every 2 s until completed, then shows the fetched response', async () => {
    const { requests } = renderPanel(EXPLAIN, {
      fakeTimers: true,
      handlers: {
        [STATUS]: statusSequence('running', 'running', 'completed'),
        [EXECUTION]: [
          200,
          executionFixture({
            status: 'completed',
            output: {
              response: 'It is a fake PayPal page.\n\n- Do not sign in\n- Delete the email',
              action_items_created: [],
            },
            tool_calls: [
              {
                task_id: 't1',
                name: 'get_threat',
                description: 'Looking up this threat',
                status: 'completed',
                input: {},
                output: {},
                progress: 100,
                stage_name: null,
                stage_details: null,
                error: null,
                start_time: '2025-06-10T12:00:00Z',
                end_time: '2025-06-10T12:00:02Z',
              },
            ],
          }),
        ],
      },
    });
    const stream = await openedStream();
    act(() => stream.emit(eventsFor(ID)('message', { role: 'agent', content: 'It is a fa' })));
    act(() => stream.fail());
    expect(stream.closed).toBe(true);

    await advance(AGENT_POLL_INTERVAL_MS - 1);
    expect(statusChecks(requests)).toBe(0);
    await advance(1);
    expect(statusChecks(requests)).toBe(1);
    await advance(AGENT_POLL_INTERVAL_MS);
    expect(statusChecks(requests)).toBe(2);
    expect(requests.some(({ path }) => path === `/agents/execution/${ID}/`)).toBe(false);
    await advance(AGENT_POLL_INTERVAL_MS);
    expect(statusChecks(requests)).toBe(3);

    expect(await screen.findByText('It is a fake PayPal page.')).toBeInTheDocument();
    expect(within(log()).queryByText('It is a fa')).not.toBeInTheDocument();
    const bullets = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bullets).toEqual(expect.arrayContaining(['Do not sign in', 'Delete the email']));
    expect(screen.getByRole('progressbar', { name: 'Looking up this threat progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Elapsed: 2 s')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
    await advance(AGENT_POLL_INTERVAL_MS * 3);
    expect(statusChecks(requests)).toBe(3);

    const tracked = await trackedEvents(requests);
    expect(tracked.find(({ event }) => event === 'chat error')?.properties).toMatchObject({
      error_class: 'streaming',
    });
    expect(tracked.find(({ event }) => event === 'chat response completed')?.properties).toMatchObject({
      via: 'polling',
      execution_id: ID,
    });
  });

  it("shows a failed run's error after polling", async () => {
    renderPanel(EXPLAIN, {
      fakeTimers: true,
      handlers: {
        [STATUS]: statusSequence('failed'),
        [EXECUTION]: [200, executionFixture({ status: 'failed', error: 'The agent took too long' })],
      },
    });
    const stream = await openedStream();
    act(() => stream.fail());
    await advance(AGENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('I encountered an error: The agent took too long')).toBeInTheDocument();
  });

  it("stops polling at a failed status check: 'Failed to check execution status'", async () => {
    const { requests } = renderPanel(EXPLAIN, {
      fakeTimers: true,
      handlers: { [STATUS]: [500, { detail: 'Server error' }] },
    });
    const stream = await openedStream();
    act(() => stream.fail());
    await advance(AGENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('Failed to check execution status')).toBeInTheDocument();
    await advance(AGENT_POLL_INTERVAL_MS * 5);
    expect(statusChecks(requests)).toBe(1);
    expect(log()).toHaveAttribute('aria-busy', 'false');
  });

  it("says 'Failed to fetch execution details' when the final execution cannot be read", async () => {
    renderPanel(EXPLAIN, {
      fakeTimers: true,
      handlers: { [STATUS]: statusSequence('completed'), [EXECUTION]: [404, { detail: 'Not found.' }] },
    });
    const stream = await openedStream();
    act(() => stream.fail());
    await advance(AGENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('Failed to fetch execution details')).toBeInTheDocument();
  });
});
