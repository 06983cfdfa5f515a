import { eq } from 'drizzle-orm';
import { analyticsEvents } from '../../../src/modules/analytics/schema.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();
const EVENTS = '/api/analytics/events/';

describe('POST /api/analytics/events/', () => {
  it('stores anonymous events and answers 202 with the count', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const res = await browser.post(EVENTS, {
      events: [
        {
          event: 'anon_one',
          properties: { source: 'frontend', step: 2 },
          timestamp: '2025-01-02T03:04:05.000Z',
        },
        { event: 'anon_two' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'success', count: 2 });
    const [row] = await ctx.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'anon_one'));
    expect(row).toMatchObject({
      userId: null,
      properties: { source: 'frontend', step: 2 },
      occurredAt: new Date('2025-01-02T03:04:05.000Z'),
    });
  });

  it('records the signed-in user', async () => {
    const email = uniqueEmail();
    const user = await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = new Browser(ctx.app);
    await browser.login(email, 'Password-123');
    await browser.post(EVENTS, { events: [{ event: 'signed_in_event' }] });
    const [row] = await ctx.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, 'signed_in_event'));
    expect(row?.userId).toBe(user.id);
  });

  it('rejects empty, oversized and malformed batches in our error shape', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const bodies = [
      { events: [] },
      { events: Array.from({ length: 101 }, () => ({ event: 'x' })) },
      { events: [{ event: 'x'.repeat(101) }] },
      { events: [{ event: 'x', timestamp: 'yesterday' }] },
    ];
    for (const body of bodies) {
      const res = await browser.post(EVENTS, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        errors: [{ code: 'invalid', param: expect.stringMatching(/^events/) }],
      });
    }
  });
});
