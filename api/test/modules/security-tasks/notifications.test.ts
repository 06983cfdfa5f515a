import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { NOTIFICATIONS } from './tasks-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp();

type Notification = { id: number; title: string; read: boolean } & Record<string, unknown>;

const markRead = (browser: Browser, id: number, body: object) =>
  browser.request({ method: 'PATCH', url: `${NOTIFICATIONS}${id}/`, payload: body });

describe('notifications (spec 001 §4 "Action items and notifications", §7)', () => {
  it('answers 401 when signed out', async () => {
    const browser = new Browser(ctx.app);
    for (const res of [await browser.get(NOTIFICATIONS), await markRead(browser, 1, { read: true })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated());
    }
  });

  it('answers 401 signed out even to a bad body, then 403 without the CSRF token, then 400', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const { id } = await ctx.app.notifications.create(user.id, { title: 'T', message: 'M', level: 'info' });
    const url = `${NOTIFICATIONS}${id}/`;
    await expectRefusalOrder(ctx.app, browser, { method: 'PATCH', url, badBody: { read: 'maybe' } });
  });

  it("lists what app.notifications.create stored, the user's own only, newest first", async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    await ctx.app.notifications.create(other.user.id, { title: 'Not yours', message: '-', level: 'info' });
    await ctx.app.notifications.create(user.id, {
      title: 'Dark web scan complete',
      message: 'We found your email in 2 breaches.',
      level: 'warning',
      link: '/dark-web-scan',
    });
    await ctx.app.notifications.create(user.id, {
      title: 'Phone verified',
      message: 'Done.',
      level: 'success',
    });

    const res = await browser.get(NOTIFICATIONS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          title: 'Phone verified',
          message: 'Done.',
          level: 'success',
          read: false,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          link: null,
        },
        expect.objectContaining({
          title: 'Dark web scan complete',
          level: 'warning',
          link: '/dark-web-scan',
        }),
      ],
    });
  });

  it('answers at most the 50 newest', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    for (let n = 1; n <= 52; n++) {
      await ctx.app.notifications.create(user.id, { title: `Note ${n}`, message: '-', level: 'info' });
    }
    const { count, results } = (await browser.get(NOTIFICATIONS)).json<{
      count: number;
      results: Notification[];
    }>();
    expect(count).toBe(50);
    expect(results[0]?.title).toBe('Note 52');
    expect(results.at(-1)?.title).toBe('Note 3');
  });

  it('marks a notification read and unread with a PATCH', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const note = await ctx.app.notifications.create(user.id, { title: 'Hi', message: '-', level: 'info' });
    const res = await markRead(browser, note.id, { read: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: note.id, title: 'Hi', read: true });
    expect((await browser.get(NOTIFICATIONS)).json().results[0].read).toBe(true);
    expect((await markRead(browser, note.id, { read: false })).json().read).toBe(false);
  });

  it("answers 404 for another user's notification and 400 for a bad body", async () => {
    const owner = await signedInUser(ctx.app);
    const note = await ctx.app.notifications.create(owner.user.id, {
      title: 'Mine',
      message: '-',
      level: 'info',
    });
    const { browser } = await signedInUser(ctx.app);
    const res = await markRead(browser, note.id, { read: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] });
    const bad = await markRead(browser, note.id, { read: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'invalid', param: 'read' });
    expect((await owner.browser.get(NOTIFICATIONS)).json().results[0].read).toBe(false);
  });
});
