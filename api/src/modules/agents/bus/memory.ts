import { createFanout, type EventBus } from './event-bus.js';

/** The in-process bus (the default, with PGlite): one process, so delivery is a local call. */
export function createMemoryBus(): EventBus {
  const fanout = createFanout();
  return {
    kind: 'memory',
    async publish(executionId, seq) {
      fanout.emit(executionId, seq);
    },
    subscribe: fanout.subscribe,
    async close() {},
  };
}
