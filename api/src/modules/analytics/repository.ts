import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { analyticsEvents } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsRepository;
  }
}

/** One product analytics event as received (spec 000 §1). */
export type AnalyticsEvent = {
  event: string;
  properties?: Record<string, unknown>;
  timestamp?: string;
};

/** Stores analytics events, in one insert per batch. */
export function createAnalyticsRepository(db: Database) {
  return {
    async record(userId: number | null, events: AnalyticsEvent[]): Promise<number> {
      const now = new Date();
      const rows = events.map((e) => ({
        userId,
        event: e.event,
        properties: e.properties ?? {},
        occurredAt: e.timestamp ? new Date(e.timestamp) : now,
      }));
      await db.insert(analyticsEvents).values(rows);
      return rows.length;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

/** Domain plugin decorating `app.analytics`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('analytics', createAnalyticsRepository(app.db));
  },
  { name: 'analytics', dependencies: ['db'] },
);
