import type { Database } from '../../db/database.js';
import { analyticsEvents } from './schema.js';

/** The `analytics_events` table's queries. */
export function createAnalyticsRepository(db: Database) {
  return {
    /** Inserts a batch of events in one statement. */
    async insert(rows: (typeof analyticsEvents.$inferInsert)[]): Promise<void> {
      await db.insert(analyticsEvents).values(rows);
    },
  };
}
