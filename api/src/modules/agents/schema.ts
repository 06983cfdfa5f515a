import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * Runs of the security assistant (spec 001 §3 "Agent execution"), owned by their user. `status`
 * goes pending → running → completed | failed (contracts EXECUTION_STATUSES); `response` and
 * `action_items_created` are the output of a completed run, `error` the message of a failed
 * one. Executions of one chat session share `session_id` (the panel's, spec 001 §4).
 *
 * An unfinished execution is a job (issue 35): the process running it holds a lease
 * (`lease_owner`, `leased_until`) and renews it; once it lapses, any process takes the run over
 * and `attempts` goes up by one. `attempts` fences every write of a run (lease.ts), so a process
 * that lost its lease can no longer store an event or finish the execution.
 */
export const agentExecutions = pgTable(
  'agent_executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    agentType: text('agent_type').notNull().default('security'),
    status: text('status').notNull().default('pending'),
    sessionId: uuid('session_id'),
    threatUuid: uuid('threat_uuid'),
    threatExplanation: boolean('threat_explanation').notNull().default(false),
    message: text('message').notNull(),
    response: text('response'),
    actionItemsCreated: jsonb('action_items_created').$type<CreatedActionItem[]>().notNull().default([]),
    error: text('error'),
    feedbackHelpful: boolean('feedback_helpful'),
    feedbackAt: moment('feedback_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
    leaseOwner: text('lease_owner'),
    leasedUntil: moment('leased_until'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('agent_executions_unfinished_lease_idx')
      .on(t.leasedUntil)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('agent_executions_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('agent_executions_user_id_status_idx').on(t.userId, t.status),
    index('agent_executions_session_id_idx').on(t.sessionId),
  ],
);

export type ExecutionRow = typeof agentExecutions.$inferSelect;

/**
 * The stream events of an execution (spec 001 §7 "Agents"), the source of truth of every stream
 * and of the execution's tool calls: `seq` is 1-based per execution and is the SSE `id:`;
 * `data` holds the event's fields besides seq, type and execution_id (a tool_call start also
 * keeps the tool's `input`, which the stream does not send).
 */
export const agentEvents = pgTable(
  'agent_events',
  {
    executionId: uuid('execution_id')
      .notNull()
      .references(() => agentExecutions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.executionId, t.seq], name: 'agent_events_pkey' })],
);

export type EventRow = typeof agentEvents.$inferSelect;
