import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createFanout, decodeNotification, encodeNotification, type EventBus } from './event-bus.js';

const CHANNEL = 'lifeguard:agent-events';

/**
 * The bus over Redis pub/sub (when REDIS_URL is set): one subscriber and one publisher
 * connection per process. ioredis reconnects by itself; once subscribed again, every local
 * subscriber re-reads, as messages published meanwhile are lost.
 * @throws when Redis cannot be reached at start.
 */
export async function createRedisBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  const fanout = createFanout();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  // Named so that an operator (or a test) can tell these connections apart.
  const connectionName = `lifeguard-agent-events-${process.pid}`;
  const subscriber = new Redis(url, { ...options, connectionName, autoResubscribe: false });
  const publisher = new Redis(url, { ...options, connectionName });
  const warn = (what: string) => (err: Error) => log.warn({ err }, `agent event bus: Redis ${what}`);
  subscriber.on('error', warn('subscriber error'));
  publisher.on('error', warn('publisher error'));
  subscriber.on('message', (channel: string, message: string) => {
    const notification = channel === CHANNEL ? decodeNotification(message) : null;
    if (notification) fanout.emit(notification.executionId, notification.seq);
  });

  try {
    await Promise.all([subscriber.connect(), publisher.connect()]);
    await subscriber.subscribe(CHANNEL);
  } catch (err) {
    subscriber.disconnect();
    publisher.disconnect();
    throw err;
  }
  // 'ready' fires again after each reconnect: subscribe, then have every stream re-read.
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => fanout.emitAll(), warn('SUBSCRIBE failed'));
  });

  return {
    kind: 'redis',
    async publish(executionId, seq) {
      fanout.emit(executionId, seq);
      try {
        await publisher.publish(CHANNEL, encodeNotification(executionId, seq));
      } catch (err) {
        warn('PUBLISH failed')(err as Error);
      }
    },
    subscribe: fanout.subscribe,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
