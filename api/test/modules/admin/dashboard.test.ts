import { eq, inArray } from 'drizzle-orm';
import { lastDays } from '../../../src/modules/admin/service.js';
import { darkWebScans } from '../../../src/modules/darkweb/schema.js';
import { integrations } from '../../../src/modules/integrations/schema.js';
import { teams } from '../../../src/modules/teams/schema.js';
import { threatEvents } from '../../../src/modules/threats/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { DASHBOARD, signedIn, someone } from './admin-helpers.js';

// This file's database holds only the rows made here, so every count is exact.
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

const DAY = 24 * 60 * 60 * 1000;

type DayCount = { date: string; count: number };

describe('lastDays', () => {
  it('answers 30 UTC dates ending with the given day, oldest first, across month and year ends', () => {
    const days = lastDays(new Date('2024-03-01T23:59:59.999Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2024-02-01');
    expect(days[29]).toBe('2024-03-01');
    expect(days).toContain('2024-02-29');
    expect(lastDays(new Date('2024-03-01T00:00:00.000Z'))[29]).toBe('2024-03-01');
    const newYear = lastDays(new Date('2025-01-05T08:00:00.000Z'));
    expect([newYear[0], newYear[29]]).toEqual(['2024-12-07', '2025-01-05']);
  });
});

describe('GET /api/admin/dashboard/ (issue 13 Project Dashboard)', () => {
  it('counts the rows made: totals, per UTC day over 30 days, threats by type, recent users', async () => {
    // "Now" is a fixed noon, and every row is dated from it, so day boundaries are exact.
    const now = new Date('2031-05-20T12:00:00.000Z');
    const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * DAY + hour * 3600_000);

    const admin = await signedIn(ctx.app, { superuser: true });
    const joinedAgo = [0, 0, 3, 29, 30, 45];
    // One after another: today's two tie on the date and are then ordered by id, which
    // concurrent creations would hand out in any order.
    const joined = [];
    for (const _ of joinedAgo) joined.push(await someone(ctx.app));
    for (const [i, user] of joined.entries()) {
      await ctx.app.db
        .update(users)
        .set({ dateJoined: at(joinedAgo[i]!) })
        .where(eq(users.id, user.id));
    }
    // The superuser joined "in the future" of `now`: counted in the total, not in a day.
    await ctx.app.db
      .update(users)
      .set({ dateJoined: at(-2) })
      .where(eq(users.id, admin.user.id));

    const owner = joined[0]!.id;
    // Stored scans: today at 00:30 and 23:30 (1 h before / 11.5 h after now, same UTC day), 1 day
    // ago, and 31 days ago (outside the window).
    const scanDates = [at(0, -11.5), at(0, 11.5), at(1), at(31)];
    await ctx.app.db.insert(darkWebScans).values(
      scanDates.map((createdAt) => ({
        userId: owner,
        provider: 'local',
        totalResults: 0,
        payload: Buffer.from('x'),
        createdAt,
      })),
    );
    const threat = (threatType: string) => ({
      userId: owner,
      threatType,
      severity: 'high',
      sourceSystem: 'test',
      description: 'test threat',
    });
    await ctx.app.db.insert(threatEvents).values([threat('phishing'), threat('malware'), threat('phishing')]);
    await ctx.app.db.insert(integrations).values([
      { userId: owner, type: 'chrome', provider: 'chrome', isActive: true, isConfigured: true },
      { userId: owner, type: 'darkweb', provider: 'dehashed', isActive: true, isConfigured: false },
      { userId: joined[1]!.id, type: 'chrome', provider: 'chrome', isActive: false, isConfigured: true },
      { userId: joined[2]!.id, type: 'chrome', provider: 'chrome', isActive: true, isConfigured: true },
    ]);
    // Accounts may come with a personal family each (teams module): the two added here count on top.
    const familiesBefore = await ctx.app.db.$count(teams);
    await ctx.app.db.insert(teams).values([
      { name: 'One', slug: `one-${process.pid}` },
      { name: 'Two', slug: `two-${process.pid}` },
    ]);

    const board = await ctx.app.admin.dashboard(now);
    expect(board.totals).toEqual({
      users: 7,
      families: familiesBefore + 2,
      scans: 4,
      threats: 3,
      integrations: 2,
    });

    const dates = lastDays(now);
    const expectSeries = (series: DayCount[], counts: Record<string, number>) => {
      expect(series.map((d) => d.date)).toEqual(dates);
      expect(Object.fromEntries(series.filter((d) => d.count).map((d) => [d.date, d.count]))).toEqual(counts);
    };
    expectSeries(board.signups_per_day, { '2031-05-20': 2, '2031-05-17': 1, '2031-04-21': 1 });
    expectSeries(board.scans_per_day, { '2031-05-20': 2, '2031-05-19': 1 });
    expect(board.threats_by_type).toEqual([
      { type: 'phishing', count: 2 },
      { type: 'malware', count: 1 },
    ]);
    // Newest first: the superuser (joined after now), then today's two, 3 days ago, 29, 30, 45.
    expect(board.recent_users.map((u) => u.id)).toEqual([
      admin.user.id,
      ...[joined[1]!, joined[0]!].map((u) => u.id),
      ...joined.slice(2).map((u) => u.id),
    ]);

    // Over HTTP: the same shape, 30 days ending today (UTC), at most 10 recent users.
    for (let i = 0; i < 5; i += 1) await someone(ctx.app);
    const before = new Date().toISOString().slice(0, 10);
    const res = await admin.browser.get(DASHBOARD);
    const after = new Date().toISOString().slice(0, 10);
    expect(res.statusCode).toBe(200);
    const answer = res.json<typeof board>();
    // Every account gets its personal family, so families are counted from the table again.
    expect(answer.totals).toEqual({ ...board.totals, users: 12, families: await ctx.app.db.$count(teams) });
    expect(answer.signups_per_day).toHaveLength(30);
    expect(answer.scans_per_day).toHaveLength(30);
    expect([before, after]).toContain(answer.signups_per_day[29]!.date);
    expect(answer.recent_users).toHaveLength(10);
    expect(answer.recent_users[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      display_name: expect.any(String),
      is_superuser: expect.any(Boolean),
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.threats_by_type).toEqual(board.threats_by_type);

    await ctx.app.db.delete(teams).where(inArray(teams.slug, [`one-${process.pid}`, `two-${process.pid}`]));
  });
});
