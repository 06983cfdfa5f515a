import type { AgentEventType } from '@lifeguard/contracts/agents';
import type { EventBus } from './bus/event-bus.js';
import type { AgentRepository } from './repository.js';

/** Writes one attempt's events of a run: numbered after the earlier ones, stored, then published. */
export type EventWriter = {
  /**
   * Stores the event with the next `seq`, then tells the bus; answers the seq.
   * @throws RunTakenOver when the attempt no longer holds the run (nothing stored).
   */
  emit(type: AgentEventType, data: Record<string, unknown>): Promise<number>;
};

/** A write refused because another process took the run over, or it is final (issue 35). */
export class RunTakenOver extends Error {
  constructor() {
    super('the assistant run was taken over by another process');
  }
}

/**
 * The event writer of attempt `attempt` of `executionId` (issue 12: every event is stored with
 * its seq before it is published), numbering from `lastSeq` + 1. Calls are serialised, so
 * concurrent emits keep their order; a failed store rejects that emit only. `onLost` runs when
 * a store is refused because the attempt lost the run.
 */
export function createEventWriter(
  { executionId, attempt, lastSeq }: { executionId: string; attempt: number; lastSeq: number },
  repository: Pick<AgentRepository, 'insertEvent'>,
  bus: Pick<EventBus, 'publish'>,
  onLost: () => void,
): EventWriter {
  let seq = lastSeq;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    emit(type, data) {
      const stored = queue.then(async () => {
        if (!(await repository.insertEvent(executionId, attempt, seq + 1, type, data))) {
          onLost();
          throw new RunTakenOver();
        }
        seq += 1;
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
