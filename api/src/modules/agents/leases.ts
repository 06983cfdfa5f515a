import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { agentExecutions, type ExecutionRow } from './schema.js';

/** Which lapsed runs a call considers: lapsed before `now`, created after `notBefore`; or one `id`. */
export type LapsedQuery = { now: Date; notBefore: Date; maxAttempts: number; id?: string };

const unfinished = inArray(agentExecutions.status, ['pending', 'running']);

/**
 * The leases of assistant runs (issue 35 "Runs belong to the system, not to a process"): an
 * unfinished execution is held by the process running it until `leased_until`, which that
 * process keeps moving forward. `attempts` is the run's fencing token: it goes up by one at
 * each takeover, and every write of a run names the attempt it belongs to.
 */
export function createLeaseRepository(db: Database) {
  const lapsed = (now: Date) => or(isNull(agentExecutions.leasedUntil), lt(agentExecutions.leasedUntil, now));
  const mine = (id: string, attempt: number) =>
    and(eq(agentExecutions.id, id), eq(agentExecutions.attempts, attempt), unfinished);

  return {
    /**
     * Takes over one unfinished execution whose lease lapsed before `now` (its process died or
     * stopped), created after `notBefore` and run fewer than `maxAttempts` times; `id` limits it
     * to that one. It becomes `owner`'s until now + `leaseMs`, attempts + 1. SKIP LOCKED lets
     * processes claiming at the same time pass each other. Null when none is due.
     */
    async claim(owner: string, leaseMs: number, { now, notBefore, maxAttempts, id }: LapsedQuery) {
      const due = and(
        unfinished,
        lapsed(now),
        lt(agentExecutions.attempts, maxAttempts),
        gt(agentExecutions.createdAt, notBefore),
        id ? eq(agentExecutions.id, id) : undefined,
      );
      const next = db
        .select({ id: agentExecutions.id })
        .from(agentExecutions)
        .where(due)
        .orderBy(asc(agentExecutions.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(agentExecutions)
        .set({
          leaseOwner: owner,
          leasedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${agentExecutions.attempts} + 1`,
        })
        .where(and(sql`${agentExecutions.id} = (${next})`, due))
        .returning();
      return (row as ExecutionRow | undefined) ?? null;
    },

    /** Moves attempt `attempt`'s lease of `id` to `until`; false when the run is no longer its. */
    async renew(id: string, attempt: number, until: Date): Promise<boolean> {
      const rows = await db
        .update(agentExecutions)
        .set({ leasedUntil: until })
        .where(mine(id, attempt))
        .returning({ id: agentExecutions.id });
      return rows.length > 0;
    },

    /** Gives the run back at once (a stopping process), for another process to take it over. */
    async release(id: string, attempt: number, now: Date): Promise<void> {
      await db.update(agentExecutions).set({ leasedUntil: now }).where(mine(id, attempt));
    },

    /**
     * Unfinished executions lapsed before `now` that no process may take over any more: run
     * `maxAttempts` times already, or created at or before `notBefore` (asked too long ago).
     */
    async hopeless({ now, notBefore, maxAttempts, id }: LapsedQuery): Promise<string[]> {
      const rows = await db
        .select({ id: agentExecutions.id })
        .from(agentExecutions)
        .where(
          and(
            unfinished,
            lapsed(now),
            or(gte(agentExecutions.attempts, maxAttempts), lte(agentExecutions.createdAt, notBefore)),
            id ? eq(agentExecutions.id, id) : undefined,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type LeaseRepository = ReturnType<typeof createLeaseRepository>;
