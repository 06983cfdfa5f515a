import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { threatEvents } from '../../../src/modules/threats/schema.js';
import { useTestApp } from '../../helpers/app.js';
import type { Browser } from '../../helpers/browser.js';
import { runTool } from '../agents/tools/tool-helpers.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { connectGmail } from '../email-protection/email-helpers.js';
import { putMessage } from '../oidc/dev-provider/gmail/stand-in.js';
import { EVENTS } from './threat-helpers.js';

/**
 * Issue 30 item 7 (F8): a Gmail finding's subject, sender and excerpt are sealed at rest in
 * threat_events, as scans are, and every reader (the threat timeline, the assistant, the data
 * export) opens them; findings stored in the clear before keep reading as they are.
 */
const ctx = useTestApp();

const EXPORT = '/users/api/user/export/';
const SUBJECT = 'Your account has been limited';
const SENDER = { email: 'alert@paypa1-security.com', name: 'PayPal Security' };

type Event = {
  threat_id: string;
  description: string;
  threat_identifier: string | null;
  source_system: string;
  threat_data: Record<string, unknown>;
};

const eventsOf = async (browser: Browser) => {
  const res = await browser.get(`${EVENTS}?page_size=100`);
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Event[] }>().results;
};

const storedRows = (userId: number) =>
  ctx.app.db.select().from(threatEvents).where(eq(threatEvents.userId, userId));

/** A user whose connected Gmail (the stand-in) held one scam, synced. */
async function syncedScam() {
  const signedIn = await signedInUser(ctx.app);
  const scam = readFileSync(fileURLToPath(new URL('../../fixtures/gmail/scam.eml', import.meta.url)), 'utf8');
  putMessage(ctx.dataDir, signedIn.user.email, 'scam.eml', scam, 1_700_000_000);
  await connectGmail(ctx.app, signedIn.browser);
  await ctx.app.jobs.runDue();
  return signedIn;
}

describe('Gmail findings sealed at rest (issue 30 item 7)', () => {
  it('stores the subject, sender and excerpt sealed, and every reader answers them opened', async () => {
    const { user, browser } = await syncedScam();

    const [row, ...others] = await storedRows(user.id);
    expect(others).toEqual([]);
    const stored = JSON.stringify([row!.threatData, row!.description, row!.threatIdentifier]);
    for (const clear of [SUBJECT, SENDER.email, SENDER.name, 'unusual activity', user.email]) {
      expect(stored).not.toContain(clear);
    }

    const opened = {
      description: SUBJECT,
      threat_identifier: SENDER.email,
      source_system: 'gmail',
      threat_data: expect.objectContaining({
        subject: SUBJECT,
        sender: SENDER,
        body: expect.stringContaining('unusual activity'),
        gmail_message_url: expect.stringContaining(encodeURIComponent(user.email)),
      }),
    };
    const [event] = await eventsOf(browser);
    expect(event).toMatchObject(opened);

    const facts = await runTool<{ description: string; details: Record<string, unknown> }>(
      ctx.app,
      user.id,
      'get_threat',
      { threat_uuid: event!.threat_id },
    );
    expect(facts).toMatchObject({
      description: SUBJECT,
      details: { subject: SUBJECT, sender_email: SENDER.email, sender_name: SENDER.name },
    });

    const exported = await browser.get(EXPORT);
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ threats: unknown[] }>().threats).toEqual([expect.objectContaining(opened)]);
  });

  it('reads a Gmail finding stored in the clear before sealing as it is', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const legacy = {
      subject: 'Old scam',
      sender: { email: 'old@scam.example', name: 'Old Scam' },
      body: 'Stored before issue 30.',
    };
    await ctx.app.db.insert(threatEvents).values({
      userId: user.id,
      threatType: 'email',
      severity: 'high',
      sourceSystem: 'gmail',
      externalId: 'legacy-1',
      threatIdentifier: legacy.sender.email,
      threatData: legacy,
      description: legacy.subject,
    });
    expect(await eventsOf(browser)).toMatchObject([
      { description: 'Old scam', threat_identifier: 'old@scam.example', threat_data: legacy },
    ]);
    const exported = await browser.get(EXPORT);
    expect(exported.json<{ threats: unknown[] }>().threats).toMatchObject([{ threat_data: legacy }]);
  });

  it('answers a finding whose seal does not open without its details, never a 5xx', async () => {
    const { user, browser } = await syncedScam();
    await ctx.app.db
      .update(threatEvents)
      .set({ threatData: { sealed: 'not-a-sealed-value' } })
      .where(eq(threatEvents.userId, user.id));
    const [event] = await eventsOf(browser);
    expect(event).toMatchObject({ source_system: 'gmail', threat_identifier: null, threat_data: {} });
    expect(event!.description).not.toContain(SUBJECT);
    expect((await browser.get(EXPORT)).statusCode).toBe(200);
  });
});
