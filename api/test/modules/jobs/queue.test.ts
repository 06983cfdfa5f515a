import { after, gate, useQueue } from './jobs-helpers.js';

/** The background job queue (issue 14 "Sync runs as background jobs"), on the test database. */
const ctx = useQueue();
const T0 = new Date('2026-01-01T00:00:00Z');

describe('the job queue', () => {
  it('keeps one pending job a dedupe key, runs due jobs only, in run_at order', async () => {
    const seen: unknown[] = [];
    ctx.queue.define<{ n: number }>('record', async (payload) => void seen.push(payload.n));
    const first = await ctx.queue.enqueue('record', { n: 1 }, { runAt: after(T0, 10), dedupeKey: 'k' });
    const again = await ctx.queue.enqueue('record', { n: 9 }, { runAt: T0, dedupeKey: 'k' });
    expect(again).toEqual({ id: first.id, created: false });
    await ctx.queue.enqueue('record', { n: 0 }, { runAt: T0 });
    await ctx.queue.enqueue('record', { n: 2 }, { runAt: after(T0, 60_000) });

    expect(await ctx.queue.runDue({ now: after(T0, 20) })).toBe(2);
    expect(seen).toEqual([0, 1]);
    expect((await ctx.row(first.id))?.state).toBe('done');
    // Done, the key is free again.
    expect((await ctx.queue.enqueue('record', { n: 3 }, { dedupeKey: 'k', runAt: T0 })).created).toBe(true);
  });

  it('retries a failing job after its backoff, then fails it after max attempts, storing the message', async () => {
    let calls = 0;
    ctx.queue.define(
      'flaky',
      async () => {
        calls++;
        throw new Error(`boom ${'x'.repeat(600)}`);
      },
      { maxAttempts: 2, backoffMs: () => 1000 },
    );
    const { id } = await ctx.queue.enqueue('flaky', {}, { runAt: T0 });
    await ctx.queue.runDue({ now: T0 });
    const retried = await ctx.row(id);
    expect(retried).toMatchObject({ state: 'queued', attempts: 1, runAt: after(T0, 1000) });
    expect(retried?.lastError).toHaveLength(500);
    expect(await ctx.queue.runDue({ now: after(T0, 999) })).toBe(0);
    await ctx.queue.runDue({ now: after(T0, 1000) });
    expect(await ctx.row(id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('fails a job of an unknown kind without stopping the others', async () => {
    let ran = false;
    ctx.queue.define('known', async () => void (ran = true));
    const unknown = await ctx.queue.enqueue('nobody-handles-this', {}, { runAt: T0 });
    await ctx.queue.enqueue('known', {}, { runAt: after(T0, 1) });
    await ctx.queue.runDue({ now: after(T0, 5) });
    expect(await ctx.row(unknown.id)).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('no handler'),
    });
    expect(ran).toBe(true);
  });

  it('runs again a job whose worker died (its lease expired), not one whose lease is live', async () => {
    let runs = 0;
    ctx.queue.define('resumable', async () => void runs++, { leaseMs: 60_000 });
    const dead = await ctx.queue.enqueue('resumable', {}, { runAt: T0 });
    const live = await ctx.queue.enqueue('resumable', {}, { runAt: T0 });
    await ctx.update(dead.id, { state: 'running', attempts: 1, lockedUntil: after(T0, 30_000) });
    await ctx.update(live.id, { state: 'running', attempts: 1, lockedUntil: after(T0, 600_000) });
    await ctx.queue.runDue({ now: after(T0, 60_000) });
    expect(await ctx.row(dead.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await ctx.row(live.id)).toMatchObject({ state: 'running', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('never runs one job twice when two workers look at once', async () => {
    const runs = new Map<number, number>();
    ctx.queue.define<{ n: number }>('once', async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1));
    for (let n = 0; n < 10; n++) await ctx.queue.enqueue('once', { n }, { runAt: T0 });
    const counts = await Promise.all([ctx.queue.runDue({ now: T0 }), ctx.queue.runDue({ now: T0 })]);
    expect(counts[0]! + counts[1]!).toBe(10);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(10);
  });

  it('queues a recurring job again at the time its handler answers, attempts reset', async () => {
    let runs = 0;
    ctx.queue.define('recurring', async () => {
      runs++;
      return { runAgainAt: after(T0, 900_000 * runs) };
    });
    const { id } = await ctx.queue.enqueue('recurring', {}, { runAt: T0, dedupeKey: 'every-15-min' });
    await ctx.queue.runDue({ now: T0 });
    expect(await ctx.row(id)).toMatchObject({ state: 'queued', attempts: 0, runAt: after(T0, 900_000) });
    expect((await ctx.queue.enqueue('recurring', {}, { dedupeKey: 'every-15-min' })).created).toBe(false);
    await ctx.queue.runDue({ now: after(T0, 900_000) });
    expect(runs).toBe(2);
  });

  it('moves a queued job to another time, and cancels queued jobs of a key', async () => {
    ctx.queue.define('movable', async () => undefined);
    const { id } = await ctx.queue.enqueue('movable', {}, { runAt: after(T0, 3_600_000), dedupeKey: 'm' });
    expect(await ctx.queue.reschedule('m', T0)).toBe(true);
    expect((await ctx.row(id))?.runAt).toEqual(T0);
    expect(await ctx.queue.cancel('m')).toBe(1);
    expect(await ctx.row(id)).toBeUndefined();
    expect(await ctx.queue.reschedule('m', T0)).toBe(false);
  });

  it('runs due jobs from its loop, and stop() aborts a running one and gives its attempt back', async () => {
    const started = gate();
    ctx.queue.define('long', async (_payload, job) => {
      started.open();
      await new Promise<void>((_resolve, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
      );
    });
    const { id } = await ctx.queue.enqueue('long', {});
    ctx.queue.start();
    await started.opened;
    await ctx.queue.stop();
    expect(await ctx.row(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
