import type { AgentEventType } from '@lifeguard/contracts/agents';
import type { EventBus } from './bus/event-bus.js';
import type { AgentRepository } from './repository.js';

/** Writes one execution's events: numbered 1, 2, … in call order, stored, then published. */
export type EventWriter = {
  /** Stores the event with the next `seq`, then tells the bus; answers the seq. */
  emit(type: AgentEventType, data: Record<string, unknown>): Promise<number>;
};

/**
 * The event writer of the one runner of `executionId` (issue 12: every event is stored with its
 * seq before it is published). Calls are serialised, so concurrent emits keep their order; a
 * failed store rejects that emit only.
 */
export function createEventWriter(
  executionId: string,
  repository: Pick<AgentRepository, 'insertEvent'>,
  bus: Pick<EventBus, 'publish'>,
): EventWriter {
  let seq = 0;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    emit(type, data) {
      const stored = queue.then(async () => {
        seq += 1;
        await repository.insertEvent(executionId, seq, type, data);
        // The stream reads the database; a lost notification only waits for its safety poll.
        void bus.publish(executionId, seq);
        return seq;
      });
      queue = stored.catch(() => undefined);
      return stored;
    },
  };
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as `signal` aborts, for work
 * that might not watch the signal itself. A later rejection of `work` is swallowed.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
