import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';

/** Life cycle of a job: queued -> running -> done, or back to queued (retry) / failed. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Durable background jobs (issue 14, spec 001 §4 sync). A job is claimable when it is queued and
 * due (`run_at <= now`), or running with an expired lease (`locked_until < now`: its process died).
 * `dedupe_key` is unique among pending (queued or running) jobs only, so one pending job per key
 * while finished ones keep their history. `last_error` is a short message (<= 500 chars), never
 * secrets.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    dedupeKey: text('dedupe_key'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    runAt: moment('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_pending_key')
      .on(t.dedupeKey)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_state_run_at_idx').on(t.state, t.runAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
