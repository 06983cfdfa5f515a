import type { AgentEvent, AgentExecution } from '@lifeguard/contracts/schemas/agents';

/** Execution ids the fake server gives, in order. */
export const EXECUTION_IDS = [
  '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  '7a2d3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c',
  '8b3e4c5d-6f7a-4b82-8c9d-1e2f3a4b5c6d',
] as const;

/** A threat explained in the tests: its `threat_id` and the title the timeline gives. */
export const THREAT = {
  threatId: '3f2b8c1e-0a4d-4c7e-9b1a-5d6e7f8a9b0c',
  title: 'Phishing attempt: Blocked a fake PayPal sign-in page',
} as const;

/** An execution of spec 001 §3 (pending, as POST /agents/execute/ answers at once). */
export function executionFixture(overrides: Partial<AgentExecution> = {}): AgentExecution {
  const id = overrides.execution_id ?? EXECUTION_IDS[0];
  return {
    id,
    execution_id: id,
    agent_type: 'security',
    status: 'pending',
    session_id: null,
    threat_uuid: null,
    message: 'Explain this threat',
    output: null,
    tool_calls: [],
    error: null,
    feedback: null,
    created_at: '2025-06-10T12:00:00Z',
    started_at: null,
    completed_at: null,
    duration_ms: null,
    ...overrides,
  };
}

/**
 * Builds the events of one run in order (`seq` 1, 2, …) for `executionId`, with
 * `has_running_tools` false unless given.
 */
export function eventsFor(executionId: string) {
  let seq = 0;
  return (type: AgentEvent['type'], fields: Partial<AgentEvent> = {}): AgentEvent => {
    seq += 1;
    return { seq, type, execution_id: executionId, has_running_tools: false, ...fields };
  };
}
