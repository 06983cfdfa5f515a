/** Jobs waiting at most; past it new ones are dropped (a flood must not grow memory). */
const MAX_PENDING = 1000;

/**
 * A small in-process queue that runs jobs one at a time, each after the current answer has gone
 * out (`setImmediate`), so their work never lengthens a request (issue 15 §7). A job's failure
 * goes to `onError` and the queue goes on; `settled()` resolves once every job pushed so far
 * has ended. Jobs live in memory: a crash loses the queued ones.
 */
export function createBackgroundQueue(onError: (error: unknown) => void, onDropped: () => void) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  return {
    /** Queues `job`; drops it (calling `onDropped`) when {@link MAX_PENDING} are waiting. */
    push(job: () => Promise<void>): void {
      if (pending >= MAX_PENDING) return onDropped();
      pending++;
      tail = tail
        .then(afterThisTurn)
        .then(job)
        .catch(onError)
        .finally(() => {
          pending--;
        });
    },
    /** Resolves when every job queued until now, and any they queued, has ended. */
    async settled(): Promise<void> {
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
  };
}
