import { describe, expect, it } from '@jest/globals';
import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';
import { toolFromEvent, toolStatusOf } from '../tool-progress';

const event = (fields: Partial<AgentEvent>): AgentEvent => ({
  seq: 1,
  type: 'tool_call',
  execution_id: 'e',
  has_running_tools: true,
  tool_name: 'check_url',
  task_id: 't1',
  ...fields,
});

describe('tool status (spec 001 §4: TOOL_EVENT_STATUS_MAP)', () => {
  it.each([
    ['start', 'running'],
    ['in_progress', 'running'],
    ['complete', 'completed'],
    ['error', 'error'],
  ] as const)('%s → %s', (status, expected) => {
    expect(toolStatusOf(status)).toBe(expected);
  });

  it('keeps the current status for anything else, pending for a new tool', () => {
    expect(toolStatusOf(undefined)).toBe('pending');
    expect(toolStatusOf('running', 'completed')).toBe('completed');
    expect(toolStatusOf('toString')).toBe('pending');
  });

  it("ends a tool at completed or error, a failed one saying 'Tool execution failed' without a message", () => {
    const started = toolFromEvent(event({ status: 'start' }), undefined, 1000);
    expect(started).toMatchObject({
      status: 'running',
      progress: 0,
      startedAt: 1000,
      endedAt: null,
      error: null,
    });
    const failed = toolFromEvent(event({ status: 'error' }), started, 4000);
    expect(failed).toMatchObject({
      status: 'error',
      startedAt: 1000,
      endedAt: 4000,
      error: 'Tool execution failed',
    });
    const completed = toolFromEvent(event({ status: 'complete' }), started, 5000);
    expect(completed).toMatchObject({ status: 'completed', progress: 100, endedAt: 5000 });
    expect(toolFromEvent(event({ status: 'in_progress', progress: 250 }), started, 2000).progress).toBe(100);
  });
});
