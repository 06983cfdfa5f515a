import { createHash } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { totpSetups } from '../../src/modules/mfa/schema.js';
import { sessions } from '../../src/modules/users/schema.js';
import { uniqueEmail, useTestApp } from '../helpers/app.js';
import { Browser } from '../helpers/browser.js';
import { PASSWORD, impersonate, signedIn, someone, stop } from '../modules/admin/admin-helpers.js';
import { refresh } from '../modules/tokens/token-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const DETAIL = '/users/api/user/detail/';
const DAY_S = 24 * 60 * 60;

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who a browser holding only the session cookie `token` is: its user id, or its status. */
async function whoHolds(token: string) {
  const browser = new Browser(ctx.app);
  browser.cookies.set('sessionid', token);
  const res = await browser.get(DETAIL);
  return res.statusCode === 200 ? res.json<{ user: { id: number } }>().user.id : res.statusCode;
}

/** The session cookie an answer set, as the browser receives it. */
const sessionCookieOf = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  res.cookies.find((cookie) => cookie.name === 'sessionid');

/** Issue 30 item 1, F9: a new session id at an impersonation's start and at its Stop. */
describe('session id rotation around an impersonation', () => {
  it('gives the session a new cookie at start and at Stop, the one held before opening nothing', async () => {
    const { user, browser } = await signedIn(ctx.app, { superuser: true });
    const target = await someone(ctx.app);
    const before = browser.cookies.get('sessionid')!;

    const started = await impersonate(browser, target.id);
    expect(started.statusCode).toBe(200);
    expect(sessionCookieOf(started)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const during = browser.cookies.get('sessionid')!;
    expect(during).not.toBe(before);
    expect(await whoHolds(before)).toBe(401);
    expect(await whoHolds(during)).toBe(target.id);

    const stopped = await stop(browser);
    expect(stopped.statusCode).toBe(200);
    expect(sessionCookieOf(stopped)).toBeDefined();
    const after = browser.cookies.get('sessionid')!;
    expect(new Set([before, during, after]).size).toBe(3);
    expect(await whoHolds(during)).toBe(401);
    expect(await whoHolds(after)).toBe(user.id);

    // One session, moved: nothing left behind under the old ids.
    const rows = await ctx.app.db
      .select()
      .from(sessions)
      .where(or(eq(sessions.userId, user.id), eq(sessions.impersonatorId, user.id)));
    expect(rows.map((row) => row.id)).toEqual([sessionIdOf(after)]);
  });

  it('keeps a remembered cookie persistent, and the extension tokens it issued revocable by logout', async () => {
    const email = uniqueEmail('root');
    await ctx.app.users.create({ email, password: PASSWORD, isSuperuser: true });
    const browser = new Browser(ctx.app);
    expect((await browser.login(email, PASSWORD, true)).statusCode).toBe(200);
    const tokens = (await browser.get('/api/extension-auth-tokens/')).json();
    const target = await someone(ctx.app);

    for (const res of [await impersonate(browser, target.id), await stop(browser)]) {
      const maxAge = sessionCookieOf(res)?.maxAge ?? 0;
      expect(maxAge).toBeGreaterThan(13 * DAY_S);
      expect(maxAge).toBeLessThanOrEqual(14 * DAY_S);
    }

    expect(
      (await browser.request({ method: 'DELETE', url: '/_allauth/browser/v1/auth/session' })).statusCode,
    ).toBe(401);
    expect((await refresh(ctx.app, { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('drops what was offered to the session before: a TOTP setup does not cross the start', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const target = await someone(ctx.app);
    const id = sessionIdOf(browser.cookies.get('sessionid')!);
    await ctx.app.db.insert(totpSetups).values({ sessionId: id, secret: 'sealed-secret' });

    expect((await impersonate(browser, target.id)).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(totpSetups).where(eq(totpSetups.sessionId, id))).toEqual([]);
  });
});
