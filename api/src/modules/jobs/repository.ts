import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jobs, type JobRow } from './schema.js';

/** A job to insert; the database fills id, state, attempts and the timestamps. */
export type NewJobRow = Pick<
  typeof jobs.$inferInsert,
  'kind' | 'payload' | 'dedupeKey' | 'runAt' | 'maxAttempts'
>;

/** Columns a worker changes when its attempt ends (see {@link createJobRepository} `settle`). */
export type JobOutcome = Partial<
  Pick<JobRow, 'state' | 'runAt' | 'lastError' | 'lockedUntil' | 'attempts'>
> & {
  /** Give the attempt back (a shutdown, not a failure). */
  uncount?: boolean;
};

const PENDING = sql`state in ('queued', 'running')`;

/**
 * The jobs table. Every change a worker makes to a claimed job is fenced by `(id, attempts)`:
 * when its lease expired and another worker claimed the job again, the late writes match no row.
 */
export function createJobRepository(db: Database) {
  const fenced = (id: number, attempt: number) =>
    and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.state, 'running'));

  return {
    /** The new job's id, or null when a pending job already holds `dedupeKey`. */
    async insert(values: NewJobRow): Promise<number | null> {
      const [row] = await db
        .insert(jobs)
        .values(values)
        .onConflictDoNothing({ target: jobs.dedupeKey, where: PENDING })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },
    /** The id of the queued or running job holding `dedupeKey`, or null. */
    async findPending(dedupeKey: string): Promise<number | null> {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, dedupeKey), PENDING));
      return row?.id ?? null;
    },
    /** Moves the queued job holding `dedupeKey` to `runAt`; false when there is none. */
    async reschedule(dedupeKey: string, runAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ runAt, updatedAt: now })
        .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.state, 'queued')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    /** Deletes the queued jobs holding `dedupeKey`; how many. */
    async cancel(dedupeKey: string): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.state, 'queued')))
        .returning({ id: jobs.id });
      return rows.length;
    },
    /**
     * Claims the next due job in one statement: queued with `run_at <= now`, or running with a
     * lease expired before `now` (its worker died). It becomes running, attempts + 1, leased
     * until now + `leaseMs[kind]` (else `defaultLeaseMs`). SKIP LOCKED lets concurrent
     * claimers pass each other instead of taking the same row. Null when nothing is due.
     */
    async claim(now: Date, leaseMs: Record<string, number>, defaultLeaseMs: number): Promise<JobRow | null> {
      const due = or(
        and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
        and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
      );
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(due)
        .orderBy(jobs.runAt, jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const lease = sql`coalesce((${JSON.stringify(leaseMs)}::jsonb ->> ${jobs.kind})::int, ${defaultLeaseMs}::int)`;
      const [row] = await db
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`${now.toISOString()}::timestamptz + ${lease} * interval '1 millisecond'`,
          updatedAt: now,
        })
        .where(and(sql`${jobs.id} = (${next})`, due))
        .returning();
      return row ?? null;
    },
    /** Moves the lease of attempt `attempt` of job `id` to `until`; false when it was lost. */
    async extendLease(id: number, attempt: number, until: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: until, updatedAt: now })
        .where(fenced(id, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    /** Ends attempt `attempt` of job `id` with `outcome`; false when it was no longer ours. */
    async settle(
      id: number,
      attempt: number,
      { uncount, ...outcome }: JobOutcome,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          lockedUntil: null,
          ...outcome,
          ...(uncount ? { attempts: sql`${jobs.attempts} - 1` } : {}),
          updatedAt: now,
        })
        .where(fenced(id, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
    /** Deletes done jobs last changed before `before`. */
    async pruneDone(before: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)));
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
