/**
 * Durable background jobs (issue 14 "Sync runs as background jobs"): a queue in our own `jobs`
 * table, claimed with `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1)`, the same
 * on the embedded PGlite and on PostgreSQL. Not pg-boss: the embedded default is one PGlite
 * connection shared by the whole server, while pg-boss wants its own pool and maintains its own
 * schema (migrations, maintenance and monitoring loops) beside our drizzle migrations.
 *
 * A job runs at least once: a worker that dies mid-job leaves it running until its lease
 * expires, then another claims it again, so handlers must be idempotent. Done jobs are kept a
 * day (for inspection), then deleted by the next runDue; failed jobs are kept.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { createJobRepository } from './repository.js';
import { defaultBackoffMs, runClaimed, type JobDefinition, type JobHandler } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsService;
  }
}

/** Options of a kind: attempts before failed (5), lease (ms, JOBS_LEASE_MS), wait before a retry (ms). */
export type DefineOptions = {
  maxAttempts?: number;
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
};

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LIMIT = 20;
const DONE_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The queue of `db`; the poll loop runs due jobs every `pollMs` between start() and stop(). A
 * kind defined without its own lease is leased for `leaseMs` (60 s) at a time: how long a dead
 * process keeps its job from the others.
 */
export function createJobsService({
  db,
  log,
  pollMs,
  leaseMs = 60_000,
}: {
  db: Database;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs?: number;
}) {
  const repository = createJobRepository(db);
  const definitions = new Map<string, JobDefinition>();
  const controllers = new Set<AbortController>();
  const passes = new Set<Promise<unknown>>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  // The running loop's identity: a pass that ends after stop() (and a new start()) schedules nothing.
  let loop: object | undefined;

  async function runPass({ now, limit = DEFAULT_LIMIT }: { now?: Date; limit?: number }): Promise<number> {
    const clock = () => now ?? new Date();
    const leases = Object.fromEntries([...definitions].map(([kind, d]) => [kind, d.leaseMs]));
    let ran = 0;
    while (ran < limit && !stopping) {
      const job = await repository.claim(clock(), leases, leaseMs);
      if (!job) break;
      const controller = new AbortController();
      controllers.add(controller);
      try {
        await runClaimed(job, definitions.get(job.kind), controller, { repository, log, clock });
      } finally {
        controllers.delete(controller);
      }
      ran++;
    }
    if (ran > 0) await repository.pruneDone(new Date(clock().getTime() - DONE_KEPT_MS));
    return ran;
  }

  const service = {
    /** Registers the handler of `kind` (once per kind; a second define replaces it). */
    define<P>(kind: string, handler: JobHandler<P>, options: DefineOptions = {}): void {
      definitions.set(kind, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        leaseMs: options.leaseMs ?? leaseMs,
        backoffMs: options.backoffMs ?? defaultBackoffMs,
      });
    },

    /**
     * Queues a `kind` job with JSON `payload`, due at `runAt` (default now). With `dedupeKey`,
     * when a queued or running job already holds the key, nothing changes and that job's id is
     * answered with `created: false`. max_attempts is the kind's as defined by then (else 5).
     */
    async enqueue(
      kind: string,
      payload: unknown,
      { runAt = new Date(), dedupeKey }: { runAt?: Date; dedupeKey?: string } = {},
    ): Promise<{ id: number; created: boolean }> {
      const maxAttempts = definitions.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      // The holder may finish between the conflict and the look-up: then the insert wins next time.
      for (;;) {
        const id = await repository.insert({
          kind,
          payload,
          dedupeKey: dedupeKey ?? null,
          runAt,
          maxAttempts,
        });
        if (id !== null) return { id, created: true };
        const pending = await repository.findPending(dedupeKey!);
        if (pending !== null) return { id: pending, created: false };
      }
    },

    /** Moves the queued job holding `dedupeKey` to `runAt`; false when none is queued. */
    reschedule: (dedupeKey: string, runAt: Date): Promise<boolean> =>
      repository.reschedule(dedupeKey, runAt, new Date()),

    /** Deletes the queued jobs holding `dedupeKey` (a running one finishes); how many. */
    cancel: (dedupeKey: string): Promise<number> => repository.cancel(dedupeKey),

    /**
     * Claims and runs due jobs one at a time, at most `limit` (20), until none is due or stop()
     * is called (after stop(), nothing runs until start()); `now` fixes the clock (tests). Answers how many ran. Handler errors are
     * recorded on the job, never thrown; database errors are.
     */
    runDue(options: { now?: Date; limit?: number } = {}): Promise<number> {
      const pass = runPass(options);
      const settled = pass.catch(() => undefined).finally(() => passes.delete(settled));
      passes.add(settled);
      return pass;
    },

    /** Starts the poll loop: runDue now, then `pollMs` after each pass (at once after a full one). */
    start(): void {
      if (loop) return;
      stopping = false;
      const self = {};
      loop = self;
      const tick = async () => {
        let ran = 0;
        try {
          ran = await service.runDue();
        } catch (err) {
          log.error({ err }, 'jobs: poll failed');
        }
        if (loop === self) timer = setTimeout(tick, ran >= DEFAULT_LIMIT ? 0 : pollMs).unref();
      };
      timer = setTimeout(tick, 0).unref();
    },

    /** Stops the loop and any runDue: aborts the running jobs' signals and waits for them. */
    async stop(): Promise<void> {
      stopping = true;
      loop = undefined;
      clearTimeout(timer);
      for (const controller of controllers) controller.abort(new Error('jobs stopping'));
      await Promise.all(passes);
    },
  };
  return service;
}

export type JobsService = ReturnType<typeof createJobsService>;

/**
 * Domain plugin decorating `app.jobs`. The loop starts when the app is ready if
 * `config.jobs.run` (JOBS_RUN), and stops before the database closes.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { pollMs, leaseMs } = app.config.jobs;
    const service = createJobsService({ db: app.db, log: app.log, pollMs, leaseMs });
    app.decorate('jobs', service);
    if (app.config.jobs.run) app.addHook('onReady', async () => service.start());
    // preClose, like auth's and agents': onClose hooks may run after the database closed.
    app.addHook('preClose', () => service.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
