import type { FastifyBaseLogger } from 'fastify';
import type { JobOutcome, JobRepository } from './repository.js';
import type { JobRow } from './schema.js';

/**
 * Does one job's work. `attempt` counts from 1. A long handler calls `extendLease()` before its
 * lease runs out (else another worker may take the job over; it then throws and aborts
 * `signal`). `signal` also aborts at shutdown: stop early and throw, the attempt is given back.
 * A thrown error's message is stored as `last_error`: keep secrets and message bodies out of it.
 */
export type JobHandler<P> = (
  payload: P,
  job: { id: number; attempt: number; signal: AbortSignal; extendLease(): Promise<void> },
) => Promise<void | JobRecurrence>;

/**
 * What a recurring job's handler answers when done: run again at `runAgainAt` (the same row,
 * queued again with its attempts reset), e.g. the mailbox sync by its scan frequency.
 */
export type JobRecurrence = { runAgainAt: Date };

/** A kind's handler and options, defaults filled in (service.ts `define`). */
export type JobDefinition = {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
};

const BACKOFF_STEPS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];

/** Wait (ms) before retrying after failed attempt `attempt` (1-based): 5 s, 30 s, 2 min, 10 min, then 1 h. */
export const defaultBackoffMs = (attempt: number): number =>
  BACKOFF_STEPS_MS[Math.min(Math.max(attempt, 1), BACKOFF_STEPS_MS.length) - 1]!;

/** `last_error` of a failure: the message only (no stack, no thrown object), at most 500 chars. */
export const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message || error.name : 'non-Error thrown').slice(0, 500);

export type RunDeps = {
  repository: JobRepository;
  log: FastifyBaseLogger;
  /** The current time (runDue's `now` when given). */
  clock: () => Date;
};

/**
 * Runs claimed `job` with its `definition` and records the outcome: done on success (queued
 * again at its `runAgainAt`, attempts reset, when the handler answers one); queued again at
 * now + backoff on failure, or failed after max_attempts; queued again with the attempt
 * given back when `controller` was aborted for shutdown and the handler threw. An unknown kind,
 * or a job whose worker died during its last attempt, fails without running. Never throws for
 * a handler's error.
 */
export async function runClaimed(
  job: JobRow,
  definition: JobDefinition | undefined,
  controller: AbortController,
  { repository, log, clock }: RunDeps,
): Promise<void> {
  const attempt = job.attempts;
  const context = { jobId: job.id, kind: job.kind, attempt };
  const settle = (outcome: JobOutcome) => repository.settle(job.id, attempt, outcome, clock());
  if (!definition || attempt > job.maxAttempts) {
    const lastError = definition
      ? 'lease expired during the last attempt'
      : `no handler for job kind "${job.kind}"`;
    log.error({ ...context, lastError }, 'job failed without running');
    await settle({ state: 'failed', lastError });
    return;
  }
  const extendLease = async () => {
    const now = clock();
    const until = new Date(now.getTime() + definition.leaseMs);
    if (await repository.extendLease(job.id, attempt, until, now)) return;
    controller.abort(new Error('job lease lost'));
    throw new Error('job lease lost');
  };
  try {
    const outcome = await definition.handler(job.payload, {
      id: job.id,
      attempt,
      signal: controller.signal,
      extendLease,
    });
    await settle(
      outcome
        ? { state: 'queued', runAt: outcome.runAgainAt, lastError: null, attempts: 0 }
        : { state: 'done', lastError: null },
    );
  } catch (error) {
    const lastError = errorMessage(error);
    if (controller.signal.aborted) {
      log.warn({ ...context, lastError }, 'job interrupted, queued again');
      await settle({ state: 'queued', runAt: clock(), uncount: true });
    } else if (attempt >= job.maxAttempts) {
      log.error({ ...context, lastError }, 'job failed after its last attempt');
      await settle({ state: 'failed', lastError });
    } else {
      const runAt = new Date(clock().getTime() + definition.backoffMs(attempt));
      log.warn({ ...context, lastError, retryAt: runAt }, 'job attempt failed, retrying');
      await settle({ state: 'queued', runAt, lastError });
    }
  }
}
