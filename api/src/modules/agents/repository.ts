import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { agentEvents, agentExecutions, type EventRow, type ExecutionRow } from './schema.js';

/** An execution to insert; the database fills id, status and created_at. */
export type NewExecutionRow = Omit<typeof agentExecutions.$inferInsert, 'id' | 'status' | 'createdAt'>;

const UNFINISHED = ['pending', 'running'];
// First key of the advisory lock serialising a user's execution inserts (any constant).
const INSERT_LOCK = 0x41_47_45;

/** Executions and their events; calls taking a userId are scoped to that user. */
export function createAgentRepository(db: Database) {
  const unfinished = inArray(agentExecutions.status, UNFINISHED);
  const fenced = (id: string, attempt: number) =>
    and(eq(agentExecutions.id, id), eq(agentExecutions.attempts, attempt), unfinished);
  const eventsAfter = db
    .select()
    .from(agentEvents)
    .where(
      and(
        eq(agentEvents.executionId, sql.placeholder('executionId')),
        gt(agentEvents.seq, sql.placeholder('after')),
      ),
    )
    .orderBy(asc(agentEvents.seq))
    .limit(500)
    .prepare('agent_events_after');

  return {
    /**
     * Inserts the execution unless the user already has `maxUnfinished` pending or running
     * ones (then null). A per-user advisory lock makes the count and insert one step, across
     * processes too.
     */
    async insertWithinLimit(values: NewExecutionRow, maxUnfinished: number): Promise<ExecutionRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${INSERT_LOCK}, ${values.userId})`);
        const [running] = await tx
          .select({ n: count() })
          .from(agentExecutions)
          .where(and(eq(agentExecutions.userId, values.userId), unfinished));
        if ((running?.n ?? 0) >= maxUnfinished) return null;
        const [row] = await tx.insert(agentExecutions).values(values).returning();
        return row ?? null;
      });
    },

    /** The user's execution `id`, or null (another user's too). */
    async find(userId: number, id: string): Promise<ExecutionRow | null> {
      const [row] = await db
        .select()
        .from(agentExecutions)
        .where(and(eq(agentExecutions.id, id), eq(agentExecutions.userId, userId)));
      return row ?? null;
    },

    /** The status of execution `id` (any user's), or null when there is none. */
    async statusOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ status: agentExecutions.status })
        .from(agentExecutions)
        .where(eq(agentExecutions.id, id));
      return row?.status ?? null;
    },

    /** The user's earlier executions of a chat session, oldest first. */
    session(userId: number, sessionId: string): Promise<ExecutionRow[]> {
      return db
        .select()
        .from(agentExecutions)
        .where(and(eq(agentExecutions.userId, userId), eq(agentExecutions.sessionId, sessionId)))
        .orderBy(asc(agentExecutions.createdAt));
    },

    /** One page of the user's executions, newest first, and their total. */
    async page(userId: number, { size, offset }: { size: number; offset: number }) {
      const mine = eq(agentExecutions.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(agentExecutions)
          .where(mine)
          .orderBy(desc(agentExecutions.createdAt), desc(agentExecutions.id))
          .limit(size)
          .offset(offset),
        db.select({ n: count() }).from(agentExecutions).where(mine),
      ]);
      return { rows, count: counted?.n ?? 0 };
    },

    async markRunning(id: string, at: Date): Promise<void> {
      await db
        .update(agentExecutions)
        .set({ status: 'running', startedAt: at })
        .where(and(eq(agentExecutions.id, id), eq(agentExecutions.status, 'pending')));
    },

    /** Completes attempt `attempt` of the execution; false when it was final or taken over. */
    async complete(
      id: string,
      attempt: number,
      response: string,
      actionItems: CreatedActionItem[],
      at: Date,
    ) {
      const done = await db
        .update(agentExecutions)
        .set({ status: 'completed', response, actionItemsCreated: actionItems, completedAt: at })
        .where(fenced(id, attempt))
        .returning({ id: agentExecutions.id });
      return done.length > 0;
    },

    /** Fails attempt `attempt` of the execution with `error`; false when it was final or taken over. */
    async fail(id: string, attempt: number, error: string, at: Date) {
      const done = await db
        .update(agentExecutions)
        .set({ status: 'failed', error, completedAt: at })
        .where(fenced(id, attempt))
        .returning({ id: agentExecutions.id });
      return done.length > 0;
    },

    /** Stores the user's feedback on their execution; null when it is not theirs. */
    async setFeedback(userId: number, id: string, helpful: boolean, at: Date): Promise<ExecutionRow | null> {
      const [row] = await db
        .update(agentExecutions)
        .set({ feedbackHelpful: helpful, feedbackAt: at })
        .where(and(eq(agentExecutions.id, id), eq(agentExecutions.userId, userId)))
        .returning();
      return row ?? null;
    },

    /**
     * Stores event `seq` of attempt `attempt` of the execution, in the same statement that checks
     * the attempt still holds it (issue 35): false, and nothing stored, once another process
     * took the run over or it is final.
     */
    async insertEvent(
      executionId: string,
      attempt: number,
      seq: number,
      type: string,
      data: Record<string, unknown>,
    ): Promise<boolean> {
      const stored = await db
        .insert(agentEvents)
        .select(
          db
            .select({
              executionId: agentExecutions.id,
              seq: sql<number>`${seq}::int`.as('seq'),
              type: sql<string>`${type}::text`.as('type'),
              data: sql<Record<string, unknown>>`${JSON.stringify(data)}::jsonb`.as('data'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(agentExecutions)
            .where(fenced(executionId, attempt)),
        )
        .returning({ seq: agentEvents.seq });
      return stored.length > 0;
    },

    /**
     * Fails an unfinished execution no process may take over any more (leases.ts `hopeless`)
     * and appends its `error` event after its last one, in one transaction; answers that
     * event's seq, or null when it was final.
     */
    async failAbandoned(id: string, data: Record<string, unknown> & { error: string }, at: Date) {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .update(agentExecutions)
          .set({ status: 'failed', error: data.error, completedAt: at })
          .where(and(eq(agentExecutions.id, id), unfinished))
          .returning({ id: agentExecutions.id });
        if (!failed) return null;
        const [last] = await tx
          .select({ seq: max(agentEvents.seq) })
          .from(agentEvents)
          .where(eq(agentEvents.executionId, id));
        const seq = (last?.seq ?? 0) + 1;
        await tx.insert(agentEvents).values({ executionId: id, seq, type: 'error', data });
        return seq;
      });
    },

    /** Up to 500 events of the execution after `after`, in order. */
    eventsAfter: (executionId: string, after: number): Promise<EventRow[]> =>
      eventsAfter.execute({ executionId, after }),

    /** Every event of the execution, in order. */
    events(executionId: string): Promise<EventRow[]> {
      return db
        .select()
        .from(agentEvents)
        .where(eq(agentEvents.executionId, executionId))
        .orderBy(asc(agentEvents.seq));
    },

    /** The execution's last event, or null before its first. */
    async lastEvent(executionId: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(agentEvents)
        .where(eq(agentEvents.executionId, executionId))
        .orderBy(desc(agentEvents.seq))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
