import type { EventRow } from './schema.js';

/** A tool call an earlier attempt of the run began: its tool, and its end if it had one. */
export type EarlierCall =
  | { name: string; status: 'complete'; output: unknown }
  | { name: string; status: 'error'; error: string }
  | { name: string; status: 'start' };

/**
 * What earlier attempts of a run stored, which the attempt taking it over continues from
 * (issue 35): its last seq, the answer text already streamed, its tool calls by task id, and its
 * final event when it stored one but died before marking the execution final.
 */
export type Resumption = {
  lastSeq: number;
  said: string;
  calls: Map<string, EarlierCall>;
  final: { type: 'complete' | 'error'; data: Record<string, unknown> } | null;
};

/** A run's first attempt: nothing stored yet. */
export const FRESH: Resumption = { lastSeq: 0, said: '', calls: new Map(), final: null };

/** The {@link Resumption} of a run whose stored events, in seq order, are `events`. */
export function resumptionOf(events: readonly Pick<EventRow, 'seq' | 'type' | 'data'>[]): Resumption {
  const calls = new Map<string, EarlierCall>();
  let said = '';
  let final: Resumption['final'] = null;
  for (const { type, data } of events) {
    if (type === 'message' && typeof data.content === 'string') said += data.content;
    if (type === 'complete' || type === 'error') final = { type, data };
    if (type !== 'tool_call' || typeof data.task_id !== 'string') continue;
    const name = String(data.tool_name);
    if (data.status === 'complete')
      calls.set(data.task_id, { name, status: 'complete', output: data.output });
    else if (data.status === 'error')
      calls.set(data.task_id, { name, status: 'error', error: String(data.error) });
    else if (!calls.has(data.task_id)) calls.set(data.task_id, { name, status: 'start' });
  }
  return { lastSeq: events.at(-1)?.seq ?? 0, said, calls, final };
}
