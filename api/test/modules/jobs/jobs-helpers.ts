import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { jobs, type JobRow } from '../../../src/modules/jobs/schema.js';
import { createJobsService, type JobsService } from '../../../src/modules/jobs/service.js';
import { APP_HOOK_TIMEOUT } from '../../helpers/app.js';
import { openTestDatabase } from '../../helpers/database.js';

/** What the queue logged: level, message and the fields (never a payload). */
export type Logged = { level: 'warn' | 'error'; message: string; fields: Record<string, unknown> };

export type QueueContext = {
  handle: DatabaseHandle;
  queue: JobsService;
  logged: Logged[];
  /** The stored row of job `id`, or undefined once deleted. */
  row(id: number): Promise<JobRow | undefined>;
  /** Overwrites columns of job `id` (e.g. to simulate a worker that died). */
  update(id: number, values: Partial<typeof jobs.$inferInsert>): Promise<void>;
};

/**
 * A job queue on this file's own test database (PGlite, or PostgreSQL with DATABASE_URL), made
 * afresh before each test on an emptied table; the database is closed after the file.
 */
export function useQueue(): QueueContext {
  const ctx = { logged: [] as Logged[] } as QueueContext;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    ctx.handle = database.handle;
    dispose = database.dispose;
    ctx.row = async (id) => (await ctx.handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
    ctx.update = async (id, values) =>
      void (await ctx.handle.db.update(jobs).set(values).where(eq(jobs.id, id)));
  }, APP_HOOK_TIMEOUT);
  beforeEach(async () => {
    await ctx.handle.db.delete(jobs);
    ctx.logged.length = 0;
    const record = (level: Logged['level']) => (fields: Record<string, unknown>, message: string) =>
      void ctx.logged.push({ level, message, fields });
    const log = { warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
    ctx.queue = createJobsService({ db: ctx.handle.db, log, pollMs: 1000 });
  });
  afterEach(() => ctx.queue.stop());
  afterAll(() => dispose?.(), APP_HOOK_TIMEOUT);
  return ctx;
}

/** A promise with its resolve function outside, to hold a handler until the test lets it go. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

/** `base` moved by `ms` milliseconds. */
export const after = (base: Date, ms: number) => new Date(base.getTime() + ms);
