import { analyticsEvents } from '../../src/modules/analytics/schema.js';
import { Browser } from '../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../helpers/app.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const forbidden = {
  status: 403,
  errors: [{ message: 'CSRF Failed: CSRF token missing or incorrect.', code: 'csrf_failed' }],
};

describe('CSRF protection', () => {
  it('sets a readable csrftoken only on responses to requests lacking one', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    expect(browser.lastSetCookies.map((c) => c.name)).toEqual(['csrftoken']);
    await browser.get('/users/api/user/detail/');
    expect(browser.lastSetCookies).toEqual([]);
  });

  it('refuses unsafe requests with a missing or wrong X-CSRFToken, changing nothing', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const payload = { events: [{ event: 'csrf_probe' }] };
    const missing = await browser.post('/api/analytics/events/', payload, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(forbidden);
    const wrong = await browser.request({
      method: 'POST',
      url: '/api/analytics/events/',
      payload,
      headers: { 'x-csrftoken': 'A'.repeat(43) },
    });
    expect(wrong.json()).toEqual(forbidden);
    const noCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events/',
      payload,
      headers: { 'x-csrftoken': browser.cookies.get('csrftoken') ?? '' },
    });
    expect(noCookie.statusCode).toBe(403);
    const rows = await ctx.app.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.event === 'csrf_probe')).toEqual([]);
  });

  it('refuses a login without the token and leaves the user signed out', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const res = await browser.post(
      '/_allauth/browser/v1/auth/login',
      { email, password: 'Password-123' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(browser.cookies.has('sessionid')).toBe(false);
    const user = await ctx.app.users.findByEmail(email);
    expect(user?.lastLogin).toBeNull();
  });

  it('refuses a logout without the token: the session stays', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = new Browser(ctx.app);
    await browser.login(email, 'Password-123');
    const res = await browser.request({
      method: 'DELETE',
      url: '/_allauth/browser/v1/auth/session',
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await browser.get('/users/api/user/detail/')).statusCode).toBe(200);
  });
});
