import { eq } from 'drizzle-orm';
import { impersonationAudit } from '../../src/modules/admin/schema.js';
import { analyticsEvents } from '../../src/modules/analytics/schema.js';
import { useTestApp } from '../helpers/app.js';
import { auditOf, impersonationUnderWay, signedIn, stop } from '../modules/admin/admin-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const DETAIL = '/users/api/user/detail/';
const TEAMS = '/teams/api/teams/';

const underWay = () => impersonationUnderWay(ctx.app);

/** The superuser's audit rows as [action, user email, request], oldest first. */
const trailOf = async (superuserId: number) =>
  (await auditOf(ctx.app, superuserId)).map((row) => [row.action, row.userEmail, row.request]);

/** Issue 30 item 1, F9: what a superuser changes while impersonating is on the staff audit. */
describe('the impersonation trail (plugins/impersonation-trail.ts)', () => {
  it('audits each successful write by its method and route, never a value or query', async () => {
    const { user, browser, target } = await underWay();
    const named = await browser.request({ method: 'PATCH', url: DETAIL, payload: { first_name: 'Ada' } });
    expect(named.statusCode).toBe(200);
    const created = await browser.post(TEAMS, { name: 'Book club' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await browser.post(`${TEAMS}${id}/switch/`, {})).statusCode).toBe(200);
    const queried = await browser.request({
      method: 'PATCH',
      url: `${DETAIL}?secret=s3cr3t`,
      payload: { last_name: 'Lovelace' },
    });
    expect(queried.statusCode).toBe(200);

    // Reads, failed writes and refused ones are no `write`.
    expect((await browser.get(DETAIL)).statusCode).toBe(200);
    expect((await browser.request({ method: 'PATCH', url: DETAIL, payload: {} })).statusCode).toBe(400);
    const change = await browser.post('/_allauth/browser/v1/account/password/change', {
      current_password: 'Password-123',
      new_password: 'Another-password-9',
    });
    expect(change.statusCode).toBe(403);
    // Stop has its own row.
    expect((await stop(browser)).statusCode).toBe(200);

    const rows = await auditOf(ctx.app, user.id);
    expect(JSON.stringify(rows)).not.toMatch(/s3cr3t|Book club|Lovelace|sessionid/);
    expect(await trailOf(user.id)).toEqual([
      ['start', target.email, null],
      ['write', target.email, `PATCH ${DETAIL}`],
      ['write', target.email, `POST ${TEAMS}`],
      ['write', target.email, `POST ${TEAMS}:id/switch/`],
      ['write', target.email, `PATCH ${DETAIL}`],
      ['refused', target.email, 'POST /_allauth/browser/v1/account/password/change'],
      ['stop', target.email, null],
    ]);

    // Back as the superuser: their own writes are not audited.
    expect(
      (await browser.request({ method: 'PATCH', url: DETAIL, payload: { first_name: 'G' } })).statusCode,
    ).toBe(200);
    expect(await auditOf(ctx.app, user.id)).toHaveLength(7);
  });

  it('stores no page views while impersonating, so they need no row', async () => {
    const { user, browser, target } = await underWay();
    const viewed = await browser.post('/api/analytics/events/', { events: [{ event: 'page viewed' }] });
    expect([viewed.statusCode, viewed.json()]).toEqual([202, { status: 'success', count: 0 }]);
    expect(await ctx.app.db.$count(analyticsEvents, eq(analyticsEvents.userId, target.id))).toBe(0);
    expect(await trailOf(user.id)).toEqual([['start', target.email, null]]);
  });

  it('writes only the `stop` row for signing out while impersonating', async () => {
    const { user, browser, target } = await underWay();
    expect(
      (await browser.request({ method: 'DELETE', url: '/_allauth/browser/v1/auth/session' })).statusCode,
    ).toBe(401);
    expect(await trailOf(user.id)).toEqual([
      ['start', target.email, null],
      ['stop', target.email, null],
    ]);
  });

  it("audits nothing of a user's own writes", async () => {
    const { user, browser } = await signedIn(ctx.app);
    expect(
      (await browser.request({ method: 'PATCH', url: DETAIL, payload: { first_name: 'Bo' } })).statusCode,
    ).toBe(200);
    expect(
      await ctx.app.db.select().from(impersonationAudit).where(eq(impersonationAudit.userId, user.id)),
    ).toEqual([]);
  });
});
