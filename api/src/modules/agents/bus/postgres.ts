import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../../db/database.js';
import { createFanout, decodeNotification, encodeNotification, type EventBus } from './event-bus.js';

const CHANNEL = 'agent_events';

export type PostgresBusOptions = {
  /** The PostgreSQL server's URL: LISTEN runs on a dedicated connection to it. */
  url: string;
  /** The app's database, through which NOTIFY is sent. */
  db: Database;
  log: FastifyBaseLogger;
  /** Wait before reconnecting a lost LISTEN connection, in ms. */
  reconnectMs?: number;
};

/**
 * The bus over PostgreSQL LISTEN/NOTIFY (when DATABASE_URL is PostgreSQL): NOTIFY through the
 * app's pool, LISTEN on one dedicated `pg.Client` per process, reconnected after an error; after
 * a reconnect every subscriber re-reads, as notifications sent meanwhile are lost.
 * @throws when the first LISTEN connection cannot be made.
 */
export async function createPostgresBus({
  url,
  db,
  log,
  reconnectMs = 1000,
}: PostgresBusOptions): Promise<EventBus> {
  const fanout = createFanout();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', ({ channel, payload }) => {
      const notification = channel === CHANNEL && payload ? decodeNotification(payload) : null;
      if (notification) fanout.emit(notification.executionId, notification.seq);
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function lost(which: pg.Client, err?: Error) {
    if (client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err }, 'agent event bus: LISTEN connection lost, reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    retry = setTimeout(async () => {
      try {
        await listen();
        fanout.emitAll();
      } catch (err) {
        log.warn({ err }, 'agent event bus: reconnect failed');
        if (!closed) scheduleReconnect();
      }
    }, reconnectMs);
    retry.unref();
  }

  await listen();
  return {
    kind: 'postgres',
    async publish(executionId, seq) {
      // Subscribers here need not wait for the round trip through the server.
      fanout.emit(executionId, seq);
      try {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${encodeNotification(executionId, seq)})`);
      } catch (err) {
        log.warn({ err }, 'agent event bus: NOTIFY failed');
      }
    },
    subscribe: fanout.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
