import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';
import type { EventBus } from './bus/event-bus.js';
import { presentEvent } from './present.js';
import type { AgentRepository } from './repository.js';

const FINAL_EVENTS = new Set(['complete', 'error']);
// eventsAfter reads at most this many at once; a full batch means more may be waiting.
const BATCH = 500;

export type FollowOptions = {
  executionId: string;
  /** Events up to this seq were seen (Last-Event-ID); 0 replays from the start. */
  after: number;
  repository: Pick<AgentRepository, 'eventsAfter'>;
  bus: Pick<EventBus, 'subscribe'>;
  /** The safety poll: with no notification for this long (ms), read the database anyway. */
  pollMs: number;
  /** Whether the execution is final (no event will follow); asked at each quiet poll. */
  isOver(): Promise<boolean>;
  send(event: AgentEvent): Promise<void>;
  /** Aborted when the client goes away or the server closes. */
  signal: AbortSignal;
  /** True when the execution was already final when the stream opened. */
  final: boolean;
};

/** A wake-up that is not lost when it comes before the wait. */
function createWake() {
  let pending = false;
  let waiter: ((woken: boolean) => void) | null = null;
  return {
    notify() {
      if (waiter) waiter(true);
      else pending = true;
    },
    /** Resolves true on a notification, false after `ms` without one. */
    wait(ms: number): Promise<boolean> {
      if (pending) {
        pending = false;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(false), ms);
        const settle = (woken: boolean) => {
          clearTimeout(timer);
          waiter = null;
          resolve(woken);
        };
        waiter = settle;
      });
    },
  };
}

/**
 * Sends an execution's events from the database (issue 12 "stream"): those after `after`, then
 * each new one as the bus announces it, with a safety poll every `pollMs` so a lost
 * notification never stalls the stream. Ends after `complete` or `error`, when the execution is
 * otherwise over, or when `signal` aborts (after one last read, so a run the closing server
 * interrupted still sends its `error`); the subscription is always released.
 */
export async function followExecution(options: FollowOptions): Promise<void> {
  const { executionId, repository, signal } = options;
  const wake = createWake();
  // Subscribed before the first read, so nothing stored meanwhile goes unannounced.
  const unsubscribe = options.bus.subscribe(executionId, () => wake.notify());
  const onAbort = () => wake.notify();
  signal.addEventListener('abort', onAbort);
  let after = options.after;
  let lastRound = options.final;
  try {
    for (;;) {
      const rows = await repository.eventsAfter(executionId, after);
      for (const row of rows) {
        await options.send(presentEvent(row));
        after = row.seq;
        if (FINAL_EVENTS.has(row.type)) return;
      }
      if (rows.length === BATCH) continue;
      // Aborted (the server closing, after its runs stored their last event; or the client
      // gone, where `send` sends nothing): what was stored is sent, then the end.
      if (lastRound || signal.aborted) return;
      const woken = await wake.wait(options.pollMs);
      // A final execution has stored its last event: one more read, then the end.
      if (!woken && !signal.aborted) lastRound = await options.isOver();
    }
  } finally {
    unsubscribe();
    signal.removeEventListener('abort', onAbort);
  }
}

/** The seq a `Last-Event-ID` header names; 0 (replay everything) for anything else. */
export function lastEventSeq(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : 0;
}
