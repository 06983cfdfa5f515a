import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gmailAnalysedMessages, gmailConnections } from '../../../src/modules/email-protection/schema.js';
import { jobs } from '../../../src/modules/jobs/schema.js';
import { useTestApp } from '../../helpers/app.js';
import type { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { INTEGRATIONS, itemUrl } from '../integrations/integration-helpers.js';
import { putMessage, tokenRequest } from '../oidc/dev-provider/gmail/stand-in.js';
import { PROGRESS, connectGmail, gmailStatus } from './email-helpers.js';

/**
 * The mailbox sync end to end (issue 14): the real Gmail client against the offline stand-in,
 * the analyser, and the job queue driven by app.jobs.runDue(), as the worker runs it.
 */
const ctx = useTestApp();
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/gmail/${name}`, import.meta.url)), 'utf8');

type Event = {
  description: string;
  threat_type: string;
  source_system: string;
  external_id: string;
  threat_data: { subject?: string; sender?: { email: string }; gmail_message_url?: string };
  analysis: {
    is_threat: boolean;
    risk_level: string;
    findings: { scam_type?: string; description?: string }[];
  };
};
const gmailEvents = async (browser: Browser) =>
  (await browser.get('/threats/api/events/?page_size=100'))
    .json<{ results: Event[] }>()
    .results.filter((event) => event.source_system === 'gmail');

/** Runs every due job, as the worker's loop would. */
const runJobs = () => ctx.app.jobs.runDue();

/** How many 'Scam email detected' notifications and daily Gmail action items the user has. */
async function told(browser: Browser) {
  type Titles = { results: { title: string }[] };
  const notes = (await browser.get('/security-tasks/api/notifications/')).json<Titles>().results;
  const items = (await browser.get('/security-tasks/api/action-items/')).json<Titles>().results;
  return {
    notifications: notes.filter((n) => n.title === 'Scam email detected').length,
    items: items.filter((item) => item.title.startsWith('Delete the scam emails found in Gmail')).length,
  };
}

afterEach(() => jest.restoreAllMocks());

async function connectedUser() {
  const signedIn = await signedInUser(ctx.app);
  const { email } = signedIn.user;
  putMessage(
    ctx.dataDir,
    email,
    'scam.eml',
    fixture('scam.eml').replace(/ada@example\.com/g, email),
    1_700_000_000,
  );
  putMessage(ctx.dataDir, email, 'ordinary.eml', fixture('ordinary.eml'), 1_700_000_100);
  const id = await connectGmail(ctx.app, signedIn.browser);
  return { ...signedIn, id };
}

describe('the mailbox sync (issue 14)', () => {
  it('scans the mailbox after connecting: progress completes and scams reach Activity with reasons', async () => {
    const { browser, id } = await connectedUser();
    await runJobs();

    expect((await browser.get(PROGRESS)).json()).toMatchObject({
      status: 'completed',
      processed: 2,
      total: 2,
      threats_found: 1,
      percent: 100,
    });
    const events = await gmailEvents(browser);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      threat_type: expect.stringMatching(/^(email|phishing)$/),
      external_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      threat_data: {
        subject: 'Your account has been limited',
        sender: { email: 'alert@paypa1-security.com' },
        gmail_message_url: expect.stringMatching(/^https:\/\/mail\.google\.com\/mail\/u\//),
      },
      analysis: { is_threat: true },
    });
    expect(events[0]!.analysis.findings.length).toBeGreaterThan(0);
    expect(events[0]!.analysis.findings.map((f) => f.description).join(' ')).toMatch(/paypa1|paypal/i);

    const status = await gmailStatus(browser, id);
    expect(status).toMatchObject({
      last_sync_at: expect.any(String),
      next_sync_at: expect.any(String),
      integration: {
        is_active: true,
        is_configured: true,
        health_status: 'healthy',
        last_synced_at: expect.any(String),
      },
    });
  });

  it('tells the user of a high or critical threat: a notification and an action item', async () => {
    const { browser } = await connectedUser();
    await runJobs();
    const notifications = (await browser.get('/security-tasks/api/notifications/')).json<{
      results: { title: string }[];
    }>();
    expect(notifications.results.map((n) => n.title)).toContain('Scam email detected');
    const items = (await browser.get('/security-tasks/api/action-items/')).json<{
      results: { title: string }[];
    }>();
    const daily = items.results.filter((item) =>
      /^Delete the scam emails found in Gmail on /.test(item.title),
    );
    expect(daily).toHaveLength(1);
  });

  it('makes one action item a day however many scams a sync finds', async () => {
    const { user, browser, id } = await connectedUser();
    await runJobs();
    const second = fixture('scam.eml')
      .replace('limited-7731', 'limited-4242')
      .replace('has been limited', 'is locked');
    putMessage(ctx.dataDir, user.email, 'another-scam.eml', second, 1_700_000_300);
    await browser.post(itemUrl(id, 'sync'), {});
    await runJobs();
    expect(await gmailEvents(browser)).toHaveLength(2);
    const notifications = (await browser.get('/security-tasks/api/notifications/')).json<{
      results: { title: string }[];
    }>();
    expect(notifications.results.filter((n) => n.title === 'Scam email detected')).toHaveLength(2);
    const items = (await browser.get('/security-tasks/api/action-items/')).json<{
      results: { title: string }[];
    }>();
    expect(items.results.filter((item) => item.title.startsWith('Delete the scam emails'))).toHaveLength(1);
  });

  it('analyses a message once: syncing again adds nothing, a new message is picked up incrementally', async () => {
    const { user, browser, id } = await connectedUser();
    await runJobs();
    expect((await browser.post(itemUrl(id, 'sync'), {})).statusCode).toBe(200);
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'in_progress' });
    await runJobs();
    expect(await gmailEvents(browser)).toHaveLength(1);

    const second = fixture('scam.eml')
      .replace('limited-7731', 'limited-9999')
      .replace('has been limited', 'is on hold');
    putMessage(ctx.dataDir, user.email, 'second-scam.eml', second, 1_700_000_200);
    await browser.post(itemUrl(id, 'sync'), {});
    await runJobs();
    const subjects = (await gmailEvents(browser)).map((event) => event.threat_data.subject).sort();
    expect(subjects).toEqual(['Your account has been limited', 'Your account is on hold']);
    expect((await browser.get(PROGRESS)).json()).toMatchObject({
      status: 'completed',
      processed: 1,
      total: 1,
    });
  });

  it('describes a scam by its subject, and stores one whose subject and body hold NUL bytes', async () => {
    const { user, browser } = await connectedUser();
    const nul = fixture('scam.eml')
      .replace('limited-7731', 'limited-nul')
      .replace('Subject: Your account has been limited', 'Subject: Your account\u0000 is locked')
      .replace('We noticed unusual activity.', 'We noticed\u0000 unusual activity.');
    putMessage(ctx.dataDir, user.email, 'nul-scam.eml', nul, 1_700_000_300);
    await runJobs();
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'completed', total: 3 });
    const descriptions = (await gmailEvents(browser)).map((event) => event.description).sort();
    expect(descriptions).toEqual(['Your account has been limited', 'Your account is locked']);
  });

  it('resumes a sync whose worker died (its lease expired) and finishes it', async () => {
    const { user, browser } = await connectedUser();
    // The worker claimed the sync, then the process died before finishing it.
    const past = new Date(Date.now() - 60 * 60_000);
    await ctx.app.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: past })
      .where(eq(jobs.dedupeKey, `gmail.sync:${user.id}`));
    await runJobs();
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'completed', processed: 2 });
    expect(await gmailEvents(browser)).toHaveLength(1);
  });

  it('a sync killed between a threat and its notification stores neither; the retry stores each once', async () => {
    const { browser } = await connectedUser();
    jest.spyOn(ctx.app.notifications, 'within').mockImplementationOnce(() => ({
      create: () => Promise.reject(new Error('process killed')),
    }));
    await runJobs();
    expect(await gmailEvents(browser)).toEqual([]);
    expect(await told(browser)).toEqual({ notifications: 0, items: 0 });

    await ctx.app.jobs.runDue({ now: new Date(Date.now() + 60_000) }); // after the retry's backoff
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'completed', threats_found: 1 });
    expect(await gmailEvents(browser)).toHaveLength(1);
    expect(await told(browser)).toEqual({ notifications: 1, items: 1 });
  });

  it('a sync killed after reporting, before marking the message analysed, reports nothing twice', async () => {
    const { user, browser } = await connectedUser();
    await runJobs();
    // As if the first sync's worker died after each report's commit: no message is marked
    // analysed, no history id kept, and the job is still running, its lease lapsed.
    await ctx.app.db.delete(gmailAnalysedMessages).where(eq(gmailAnalysedMessages.userId, user.id));
    await ctx.app.db
      .update(gmailConnections)
      .set({ historyId: null })
      .where(eq(gmailConnections.userId, user.id));
    await ctx.app.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 60_000) })
      .where(eq(jobs.dedupeKey, `gmail.sync:${user.id}`));
    await runJobs();
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'completed', processed: 2 });
    expect(await gmailEvents(browser)).toHaveLength(1);
    expect(await told(browser)).toEqual({ notifications: 1, items: 1 });
  });

  it('marks the integration in error when Google revoked the token, until the user reconnects', async () => {
    const { user, browser, id } = await connectedUser();
    const row = await ctx.app.emailProtection.find(user.id);
    const token = await ctx.app.emailProtection.openToken(row!);
    await ctx.app.inject({
      method: 'POST',
      url: `/dev-oidc/google/revoke?token=${encodeURIComponent(token)}`,
    });
    expect(
      (await tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token: token })).statusCode,
    ).toBe(400);

    await runJobs();
    expect((await browser.get(PROGRESS)).json()).toMatchObject({
      status: 'failed',
      error: 'Gmail access was revoked or expired. Please reconnect Gmail.',
    });
    expect((await gmailStatus(browser, id)).integration).toMatchObject({
      is_active: false,
      health_status: 'error',
    });
    const list = (await browser.get(INTEGRATIONS)).json<{
      results: { type: string; health_status: string }[];
    }>();
    expect(list.results.find((i) => i.type === 'email')?.health_status).toBe('error');
  });
});
