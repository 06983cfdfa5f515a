import { EventEmitter } from 'node:events';

/**
 * Fan-out of live assistant events (issue 12 "Fan-out"): a bus only says "execution X has new
 * events, up to `seq`"; streams then read the events from the database, the source of truth.
 * A `seq` of 0 means "events may have been missed" (the bus reconnected): re-read.
 */
export type EventBus = {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Tells every process that `executionId` has stored events up to `seq`. Never throws. */
  publish(executionId: string, seq: number): Promise<void>;
  /** Calls `onEvent` for each notification about `executionId`; answers the unsubscribe. */
  subscribe(executionId: string, onEvent: (seq: number) => void): () => void;
  /** Stops listening and releases connections. */
  close(): Promise<void>;
};

/** Delivery to this process's subscribers, shared by every bus. */
export function createFanout() {
  const emitter = new EventEmitter();
  // One listener per open stream; their number is bounded by connections, not by a constant.
  emitter.setMaxListeners(0);
  return {
    emit(executionId: string, seq: number) {
      emitter.emit(executionId, seq);
    },
    /** Wakes every subscriber to re-read (after a reconnect, when notifications may be lost). */
    emitAll() {
      for (const name of emitter.eventNames()) emitter.emit(name, 0);
    },
    subscribe(executionId: string, onEvent: (seq: number) => void) {
      emitter.on(executionId, onEvent);
      return () => void emitter.off(executionId, onEvent);
    },
  };
}

/** The wire form of a notification, `<execution id>:<seq>`; null for anything else. */
export const encodeNotification = (executionId: string, seq: number) => `${executionId}:${seq}`;
export function decodeNotification(payload: string): { executionId: string; seq: number } | null {
  const match = /^([0-9a-f-]{36}):(\d{1,10})$/.exec(payload);
  return match?.[1] && match[2] ? { executionId: match[1], seq: Number(match[2]) } : null;
}
