import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { EVENTS } from './threat-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';

const ctx = useTestApp();

type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

/** Records `n` events for the user, the k-th detected k minutes after a fixed start. */
async function recordEvents(userId: number, n: number) {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const ids: number[] = [];
  for (let k = 0; k < n; k++) {
    const { row } = await ctx.app.threats.record(userId, {
      external_id: `event-${k}`,
      threat_type: 'phone_call',
      severity: 'medium',
      source_system: 'lifeguard',
      detected_at: new Date(start + k * 60_000).toISOString(),
      threat_data: { caller: `+1201555${String(k).padStart(4, '0')}` },
    });
    ids.push(row.id);
  }
  return ids;
}

describe('GET /threats/api/events/ (spec 001 §3, §7 "Threats and dark web")', () => {
  it('answers 401 when signed out', async () => {
    const res = await new Browser(ctx.app).get(EVENTS);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('answers 401 signed out even to a bad query, which answers 400 signed in', async () => {
    const badPage = `${EVENTS}?page=0`;
    const signedOut = await new Browser(ctx.app).get(badPage);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, unauthenticated()]);
    const { browser } = await signedInUser(ctx.app);
    expect((await browser.get(badPage)).statusCode).toBe(400);
  });

  it('pages the events newest first, 20 by default, with relative links', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const newestFirst = (await recordEvents(user.id, 25)).reverse();

    const first = (await browser.get(EVENTS)).json<Page>();
    expect(first).toMatchObject({ count: 25, next: `${EVENTS}?page=2&page_size=20`, previous: null });
    expect(first.results.map((e) => e.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.results[0]).toMatchObject({ description: 'Suspicious call from +12015550024' });

    const second = (await browser.get(first.next ?? '')).json<Page>();
    expect(second).toMatchObject({ count: 25, next: null, previous: `${EVENTS}?page=1&page_size=20` });
    expect(second.results.map((e) => e.id)).toEqual(newestFirst.slice(20));

    const small = (await browser.get(`${EVENTS}?page=3&page_size=5`)).json<Page>();
    expect(small.results.map((e) => e.id)).toEqual(newestFirst.slice(10, 15));
    expect(small).toMatchObject({
      next: `${EVENTS}?page=4&page_size=5`,
      previous: `${EVENTS}?page=2&page_size=5`,
    });

    const beyond = (await browser.get(`${EVENTS}?page=9&page_size=5`)).json<Page>();
    expect(beyond).toMatchObject({ count: 25, next: null, previous: `${EVENTS}?page=5&page_size=5` });
    expect(beyond.results).toEqual([]);
  });

  it('caps page_size at 100 and orders events detected together by id', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const at = '2025-02-01T12:00:00.000Z';
    const ids: number[] = [];
    for (let k = 0; k < 101; k++) {
      const { row } = await ctx.app.threats.record(user.id, {
        threat_type: 'sms',
        severity: 'low',
        source_system: 'lifeguard',
        detected_at: at,
      });
      ids.push(row.id);
    }
    const page = (await browser.get(`${EVENTS}?page_size=500`)).json<Page>();
    expect(page.results.map((e) => e.id)).toEqual(ids.reverse().slice(0, 100));
    expect(page.next).toBe(`${EVENTS}?page=2&page_size=100`);
  });

  it.each(['page=0', 'page=two', 'page_size=0'])('answers 400 for %s', async (query) => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.get(`${EVENTS}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'invalid' }] });
  });

  it("never lists another user's events", async () => {
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await recordEvents(alice.user.id, 2);
    expect((await bob.browser.get(EVENTS)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('app.threats.record (used by the dark web scan)', () => {
  it('stores an event once per external_id and describes it when no description is given', async () => {
    const { user } = await signedInUser(ctx.app);
    const event = {
      external_id: 'dark_web_scan:1',
      threat_type: 'dark_web_scan' as const,
      severity: 'high' as const,
      source_system: 'dark_web_scan' as const,
      threat_data: { total_results: 17, breach_databases: ['Adobe', 'LinkedIn', 'Canva'] },
    };
    const first = await ctx.app.threats.record(user.id, event);
    expect(first).toMatchObject({
      created: true,
      row: { description: 'Your information appeared in 3 data breaches', status: 'new' },
    });
    const second = await ctx.app.threats.record(user.id, { ...event, severity: 'low' });
    expect(second).toEqual({ created: false, row: first.row });
  });
});
