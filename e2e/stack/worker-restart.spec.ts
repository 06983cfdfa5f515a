/**
 * Fault tests (issue 18): the worker is stopped (SIGTERM) or killed (SIGKILL) during a user's
 * first Gmail sync, then started again. The sync resumes where it stopped (its progress never
 * goes back) and every message of the mailbox is analysed exactly once: one analysed-message
 * record each, none missing, one threat event per threat, and the email screen's counts match.
 *
 * The mailbox is 8 copies of the demo mailbox, 312 messages or some 31 batches of 10 (sync.ts
 * SYNC_BATCH_SIZE), and the fault is sent once the progress shows 2 batches done, so it lands
 * with most of the sync ahead; each test also checks that it did (fewer messages analysed than
 * there are, the job given back or still leased) rather than trusting the timing.
 */
import type { Page } from '@playwright/test';
import { expect, settings, signInThroughApi, test, type TestUser } from '../support/fixtures';
import { STACK_JOBS_LEASE_MS } from '../stack.config';
import { stack } from './control';
import {
  analysedIds,
  databaseNow,
  fillMailbox,
  messagesRead,
  syncJob,
  syncProgress,
  syncRecords,
  userIdOf,
  workerLog,
  workerLogMark,
  type SyncRecords,
} from './email-sync';

const COPIES = 8;
/** Messages a sync fetches and analyses before it saves its progress and extends its lease. */
const BATCH = 10;
/** Two batches done: the sync is under way, most of it still ahead. */
const UNDER_WAY = 2 * BATCH;
/** The gmail.sync job's lease (JOBS_LEASE_MS of the stack): how long a killed worker holds it. */
const LEASE_MS = STACK_JOBS_LEASE_MS;

/** Fills the user's mailbox, signs in and connects Gmail on the email screen; the sync starts. */
async function connectGmail(page: Page, user: TestUser): Promise<number> {
  const messages = fillMailbox(settings.dataDir, user.email, COPIES);
  await signInThroughApi(page, user);
  await page.goto('/app/integrations/email');
  await page.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page.getByText('Read your email messages and settings')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Gmail is connected.')).toBeVisible();
  return messages;
}

/** Waits until the progress shows {@link UNDER_WAY} messages done. */
async function untilUnderWay(page: Page) {
  await expect
    .poll(async () => (await syncProgress(page.request)).processed, { timeout: 120_000, intervals: [250] })
    .toBeGreaterThanOrEqual(UNDER_WAY);
}

/** Waits until the sync completes; answers every `processed` seen on the way. */
async function untilCompleted(page: Page, timeout: number): Promise<number[]> {
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const progress = await syncProgress(page.request);
        seen.push(progress.processed);
        return progress.status;
      },
      { timeout, intervals: [250] },
    )
    .toBe('completed');
  return seen;
}

/** What the worker logged about job `id` from log line `from` on: its messages. */
const jobLog = (id: number, from: number) =>
  workerLog(from).flatMap((entry) => (entry.jobId === id && entry.msg ? [entry.msg] : []));

/** Each of the `messages` analysed once, and what the progress and the email screen say of it. */
async function expectAnalysedOnce(page: Page, records: SyncRecords, messages: number) {
  expect(records).toMatchObject({
    analysed: messages,
    distinctAnalysed: messages,
    duplicateEvents: [],
    eventsWithoutThreat: 0,
    threatsWithoutEvent: 0,
  });
  expect(records.threats).toBeGreaterThan(0);
  expect(records.threatEvents).toBe(records.threats);
  expect(await syncProgress(page.request)).toMatchObject({
    status: 'completed',
    processed: messages,
    total: messages,
    threats_found: records.threats,
  });
  await expect(page.getByRole('progressbar')).toBeHidden();
  const threatsFound = page.locator('dt', { hasText: 'Threats found in the last sync' });
  await expect(threatsFound.locator('xpath=following-sibling::dd[1]')).toHaveText(String(records.threats));
}

/**
 * What the worker started after the fault read of the user's mailbox: each message not analysed
 * before `since` once, and none that was.
 */
async function expectReadTheRestOnce(userId: number, since: string, logFrom: number) {
  const worker = (await stack.status()).find((entry) => entry.id === 'worker');
  const ids = await analysedIds(userId, since);
  const read = messagesRead(workerLog(logFrom), worker?.pid ?? 0).filter((id) => ids.all.has(id));
  expect(
    read.filter((id) => ids.before.has(id)),
    'messages analysed before, read again',
  ).toEqual([]);
  expect(new Set(read).size, 'messages read twice').toBe(read.length);
  expect(read.length).toBe(ids.all.size - ids.before.size);
}

/** Notes in the report where the fault landed. */
const noteFault = (fault: string, analysed: number, messages: number) =>
  test
    .info()
    .annotations.push({ type: 'fault', description: `${fault} after ${analysed} of ${messages} messages` });

/** The progress seen after the fault: it never went back, nor below where the fault left it. */
function expectResumed(seen: number[], from: number) {
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(from);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
}

test.afterEach(async () => {
  // The next spec needs the worker, whatever happened here.
  if (!(await stack.status()).find((entry) => entry.id === 'worker')?.up) await stack.restart('worker');
});

test('the worker stopped mid-sync gives the job back; started again, it resumes and analyses each message once', async ({
  page,
  user,
}) => {
  test.setTimeout(300_000);
  const messages = await connectGmail(page, user);
  const userId = await userIdOf(user.email);
  await untilUnderWay(page);

  const logFrom = workerLogMark();
  await stack.stop('worker');
  const stoppedAt = await databaseNow();
  const job = await syncJob(userId);
  expect(job, 'the job is queued again with its attempt given back').toMatchObject({
    state: 'queued',
    attempts: 0,
    leased: false,
  });
  expect(jobLog(job.id, logFrom)).toContain('job interrupted, queued again');
  const stalled = await syncProgress(page.request);
  const before = await syncRecords(userId, stoppedAt);
  expect(stalled).toMatchObject({ status: 'in_progress', total: messages });
  expect(stalled.processed, 'the stop landed mid-sync').toBeLessThan(messages);
  // A graceful stop ends after a whole batch, its progress saved.
  expect(before.analysed).toBe(stalled.processed);
  noteFault('SIGTERM', before.analysed, messages);
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    `Scanned ${stalled.processed} of ${messages} messages`,
  );

  await stack.restart('worker');
  expectResumed(await untilCompleted(page, 180_000), stalled.processed);
  const after = await syncRecords(userId, stoppedAt);
  expect(after.analysedBefore, 'nothing the stopped worker analysed was analysed again').toBe(
    before.analysed,
  );
  await expectAnalysedOnce(page, after, messages);
  await expectReadTheRestOnce(userId, stoppedAt, logFrom);
  expect(after.scamNotifications).toBe(after.urgentEvents);
});

test('the worker killed mid-sync holds the job until its lease ends; the next resumes it and analyses each message once', async ({
  page,
  user,
}) => {
  test.setTimeout(300_000 + LEASE_MS);
  const messages = await connectGmail(page, user);
  const userId = await userIdOf(user.email);
  await untilUnderWay(page);

  const logFrom = workerLogMark();
  await stack.kill('worker', 'SIGKILL');
  const killedAt = await databaseNow();
  const job = await syncJob(userId);
  expect(job, 'the dead worker still holds the lease').toMatchObject({
    state: 'running',
    attempts: 1,
    leased: true,
  });
  const stalled = await syncProgress(page.request);
  const before = await syncRecords(userId, killedAt);
  expect(stalled.status).toBe('in_progress');
  expect(before.analysed, 'the kill landed mid-sync').toBeLessThan(messages);
  // Progress is saved after each batch: the one under way may be partly recorded.
  expect(before.analysed).toBeGreaterThanOrEqual(stalled.processed);
  expect(before.analysed).toBeLessThanOrEqual(stalled.processed + BATCH);
  noteFault('SIGKILL', before.analysed, messages);

  await stack.restart('worker');
  expectResumed(await untilCompleted(page, 180_000 + LEASE_MS), stalled.processed);
  const after = await syncRecords(userId, killedAt);
  expect(after.analysedBefore, 'nothing the killed worker analysed was analysed again').toBe(before.analysed);
  await expectAnalysedOnce(page, after, messages);
  await expectReadTheRestOnce(userId, killedAt, logFrom);
  // A threat reported just before the kill is reported again, idempotently: no second notification.
  expect(after.scamNotifications).toBeLessThanOrEqual(after.urgentEvents);
  expect(jobLog(job.id, logFrom)).not.toContain('job interrupted, queued again');
});
