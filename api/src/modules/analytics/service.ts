import type { AnalyticsEvent } from '@lifeguard/contracts/schemas/analytics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalyticsRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService;
  }
}

/** Product analytics (spec 000 §1): events the apps send, kept with their user when known. */
function createAnalyticsService(app: FastifyInstance) {
  const repository = createAnalyticsRepository(app.db);
  return {
    /**
     * Stores `events` for `userId` (null: a visitor); an event without a timestamp is dated on
     * receipt. Answers how many were stored.
     */
    async record(userId: number | null, events: AnalyticsEvent[]): Promise<number> {
      const now = new Date();
      await repository.insert(
        events.map((e) => ({
          userId,
          event: e.event,
          properties: e.properties ?? {},
          occurredAt: e.timestamp ? new Date(e.timestamp) : now,
        })),
      );
      return events.length;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** Domain plugin decorating `app.analytics`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('analytics', createAnalyticsService(app));
  },
  { name: 'analytics', dependencies: ['db'] },
);
