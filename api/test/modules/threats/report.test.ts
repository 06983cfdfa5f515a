import { jest } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { actionItems, notifications } from '../../../src/modules/security-tasks/schema.js';
import type { Consequences } from '../../../src/modules/threats/report.js';
import { threatEvents } from '../../../src/modules/threats/schema.js';
import type { NewThreatEvent } from '../../../src/modules/threats/service.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

/**
 * app.threats.report (issue 35 item 2, issue 36 item 4): a threat event and its consequences in
 * one transaction. A failure injected between two of its writes stands for a process killed
 * there: the transaction never commits.
 */
const ctx = useTestApp();

const event = (externalId: string): NewThreatEvent => ({
  external_id: externalId,
  threat_type: 'dark_web_scan',
  threat_category: 'data_exposure',
  severity: 'high',
  source_system: 'dark_web_scan',
  threat_data: { total_results: 3, breach_databases: ['Adobe'] },
});

const consequences: Consequences = {
  notification: { title: 'Your information was found in data breaches', message: '-', level: 'critical' },
  actionItems: [{ title: 'Delete the scam emails', description: '-', priority: 'high' }],
  markActive: 'darkweb',
};

/** How many rows of each kind the user has. */
async function stored(userId: number) {
  const rows = async (table: typeof threatEvents | typeof notifications | typeof actionItems) =>
    (await ctx.app.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
  const darkweb = await ctx.app.integrations.list(userId);
  return {
    threats: await rows(threatEvents),
    notifications: await rows(notifications),
    actionItems: await rows(actionItems),
    integrations: darkweb.filter((row) => row.type === 'darkweb' && row.isActive).length,
  };
}

const ALL_ONCE = { threats: 1, notifications: 1, actionItems: 1, integrations: 1 };
const NOTHING = { threats: 0, notifications: 0, actionItems: 0, integrations: 0 };
const killed = () => Promise.reject(new Error('process killed'));

const newUser = async () => (await ctx.app.users.create({ email: uniqueEmail('report') })).id;

afterEach(() => jest.restoreAllMocks());

describe('app.threats.report: the threat and its consequences, exactly once', () => {
  it('stores the event, its notification, its action item and the integration change', async () => {
    const userId = await newUser();
    const { row, created } = await ctx.app.threats.report(userId, event('scan:1'), consequences);
    expect(created).toBe(true);
    expect(row).toMatchObject({ userId, externalId: 'scan:1', status: 'new' });
    expect(await stored(userId)).toEqual(ALL_ONCE);
    expect(await ctx.app.integrations.list(userId)).toEqual([
      expect.objectContaining({
        type: 'darkweb',
        isActive: true,
        isConfigured: true,
        healthStatus: 'healthy',
      }),
    ]);
  });

  it('a repeat of the same external_id stores nothing new and answers created: false', async () => {
    const userId = await newUser();
    const first = await ctx.app.threats.report(userId, event('scan:2'), consequences);
    const again = await ctx.app.threats.report(userId, { ...event('scan:2'), severity: 'low' }, consequences);
    expect(again).toEqual({ created: false, row: first.row });
    expect(await stored(userId)).toEqual(ALL_ONCE);
  });

  it.each([
    ['after the threat insert, before the notification', () => notificationsFail()],
    ['after the notification, before the action item', () => actionItemsFail()],
    ['after the action item, before the integration change', () => integrationsFail()],
  ])('a process killed %s leaves nothing; the retry stores all of it once', async (_, inject) => {
    const userId = await newUser();
    inject();
    await expect(ctx.app.threats.report(userId, event('scan:3'), consequences)).rejects.toThrow(
      'process killed',
    );
    expect(await stored(userId)).toEqual(NOTHING);

    const retry = await ctx.app.threats.report(userId, event('scan:3'), consequences);
    expect(retry.created).toBe(true);
    expect(await stored(userId)).toEqual(ALL_ONCE);
    await ctx.app.threats.report(userId, event('scan:3'), consequences);
    expect(await stored(userId)).toEqual(ALL_ONCE);
  });

  it('two reports of one external_id at once store it once', async () => {
    const userId = await newUser();
    const answers = await Promise.all(
      [0, 1, 2].map(() => ctx.app.threats.report(userId, event('scan:4'), consequences)),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.row.id)).size).toBe(1);
    expect(await stored(userId)).toEqual(ALL_ONCE);
  });

  it('record stores the event alone', async () => {
    const userId = await newUser();
    expect((await ctx.app.threats.record(userId, event('scan:5'))).created).toBe(true);
    expect(await stored(userId)).toEqual({ ...NOTHING, threats: 1 });
  });
});

/** The notification's write throws once. */
function notificationsFail() {
  jest.spyOn(ctx.app.notifications, 'within').mockImplementationOnce(() => ({ create: killed }));
}

/** The notification is written, then the action item's write throws once. */
function actionItemsFail() {
  jest.spyOn(ctx.app.securityTasks, 'within').mockImplementationOnce(() => ({ recommend: killed }));
}

/** The notification and action item are written, then the integration's write throws once. */
function integrationsFail() {
  jest.spyOn(ctx.app.integrations, 'within').mockImplementationOnce(() => ({ markActive: killed }));
}
