import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { EventBus } from './event-bus.js';
import { createMemoryBus } from './memory.js';
import { createPostgresBus } from './postgres.js';
import { createRedisBus } from './redis.js';

/**
 * The configured bus (issue 12 "Fan-out"): Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set, else in-process (embedded PGlite, one
 * process). @throws when the configured server cannot be reached.
 */
export function createEventBus(config: Config, db: Database, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.redisUrl) return createRedisBus(config.redisUrl, log);
  if (config.databaseUrl) return createPostgresBus({ url: config.databaseUrl, db, log });
  return Promise.resolve(createMemoryBus());
}
