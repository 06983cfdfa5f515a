import { eq } from 'drizzle-orm';
import { integrations } from '../../../src/modules/integrations/schema.js';
import { sessions } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  AUDIT,
  DASHBOARD,
  DETAIL,
  IMPERSONATION,
  PASSWORD,
  SESSION,
  auditOf,
  impersonate,
  signedIn,
  someone,
  stop,
} from './admin-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const HOUR = 60 * 60 * 1000;
const impersonating = {
  status: 'error',
  errors: [{ message: 'Not allowed while impersonating a user.', code: 'impersonating' }],
};

type Detail = { user: { id: number; email: string; impersonation: Record<string, string> | null } };

/** A signed-in superuser (Grace Hopper) impersonating a new user (Ada Lovelace). */
async function underWay(reason = 'Support ticket 42') {
  const admin = await signedIn(ctx.app, { superuser: true, firstName: 'Grace', lastName: 'Hopper' });
  const target = await someone(ctx.app, { firstName: 'Ada', lastName: 'Lovelace' });
  const res = await impersonate(admin.browser, target.id, reason);
  expect([res.statusCode, res.json()]).toEqual([200, { status: 'success' }]);
  return { ...admin, target };
}

describe('POST /api/admin/impersonation/ (issue 13)', () => {
  it('makes the same session act as the user, with the impersonation on the user detail', async () => {
    const before = Date.now();
    const { user, browser, target } = await underWay();
    const cookie = browser.cookies.get('sessionid');

    const detail = await browser.get(DETAIL);
    expect(detail.statusCode).toBe(200);
    const shown = detail.json<Detail>().user;
    expect(shown).toMatchObject({ id: target.id, email: target.email, is_superuser: false });
    expect(shown.impersonation).toEqual({
      impersonator_email: user.email,
      impersonator_name: 'Grace Hopper',
      started_at: expect.any(String),
      ends_at: expect.any(String),
    });
    const startedAt = Date.parse(shown.impersonation!.started_at!);
    const endsAt = Date.parse(shown.impersonation!.ends_at!);
    expect(endsAt - startedAt).toBe(HOUR);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());

    // allauth's session answer carries it too; the cookie is the same one.
    const session = await browser.get(SESSION);
    expect(session.json().data.user).toMatchObject({ id: target.id, impersonation: shown.impersonation });
    expect(browser.cookies.get('sessionid')).toBe(cookie);

    // The session row keeps the superuser aside, with the hard end.
    const [row] = await ctx.app.db.select().from(sessions).where(eq(sessions.impersonatorId, user.id));
    expect(row).toMatchObject({ userId: target.id, impersonatorId: user.id });
    expect(row!.impersonationEndsAt!.getTime()).toBe(endsAt);

    const audit = await auditOf(ctx.app, user.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'start',
        superuserEmail: user.email,
        userId: target.id,
        userEmail: target.email,
        reason: 'Support ticket 42',
      }),
    ]);
  });

  it('refuses a superuser (400), oneself (400), an unknown user (404), and a missing reason (400)', async () => {
    const { user, browser } = await signedIn(ctx.app, { superuser: true });
    const other = await someone(ctx.app, { superuser: true });
    const plain = await someone(ctx.app);

    const superTarget = await impersonate(browser, other.id);
    expect([superTarget.statusCode, superTarget.json()]).toEqual([
      400,
      {
        status: 'error',
        errors: [
          { message: 'A superuser cannot be impersonated.', code: 'cannot_impersonate', param: 'user_id' },
        ],
      },
    ]);
    const self = await impersonate(browser, user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0]).toMatchObject({ code: 'cannot_impersonate', param: 'user_id' });
    const unknown = await impersonate(browser, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'not_found', param: 'user_id' });

    for (const body of [
      { user_id: plain.id },
      { user_id: plain.id, reason: '  ' },
      { user_id: plain.id, reason: '     ' },
      { user_id: String(plain.id), reason: 'Support ticket' },
      { user_id: plain.id, reason: 'Support\u0000ticket' },
    ]) {
      const res = await browser.post(IMPERSONATION, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    const noCsrf = await browser.post(
      IMPERSONATION,
      { user_id: plain.id, reason: 'Support' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().errors[0]).toMatchObject({ code: 'csrf_failed' });

    // Nothing changed: still the superuser, nothing audited.
    expect((await browser.get(DETAIL)).json<Detail>().user).toMatchObject({
      id: user.id,
      impersonation: null,
    });
    expect(await auditOf(ctx.app, user.id)).toEqual([]);
  });

  it('refuses another impersonation, the password change and disconnects while impersonating', async () => {
    const { browser, target } = await underWay();
    const another = await someone(ctx.app);

    const again = await impersonate(browser, another.id);
    expect([again.statusCode, again.json()]).toEqual([403, impersonating]);

    const change = await browser.post('/_allauth/browser/v1/account/password/change', {
      current_password: PASSWORD,
      new_password: 'Another-password-9',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ ...impersonating, status: 403 });

    const [integration] = await ctx.app.db
      .insert(integrations)
      .values({ userId: target.id, type: 'chrome', provider: 'chrome', isActive: true, isConfigured: true })
      .returning();
    const item = `/integrations/api/integrations/${integration!.id}`;
    const off = await browser.post(`${item}/update_status/`, { status: 'inactive' });
    expect([off.statusCode, off.json()]).toEqual([403, impersonating]);
    const patched = await browser.request({
      method: 'PATCH',
      url: `${item}/`,
      payload: { is_active: false },
    });
    expect([patched.statusCode, patched.json()]).toEqual([403, impersonating]);
    const unconfigured = await browser.request({
      method: 'PATCH',
      url: `${item}/`,
      payload: { is_configured: false },
    });
    expect(unconfigured.statusCode).toBe(403);
    const [kept] = await ctx.app.db.select().from(integrations).where(eq(integrations.id, integration!.id));
    expect(kept).toMatchObject({ isActive: true, isConfigured: true });

    // What does not disconnect still works for the impersonated user.
    const on = await browser.post(`${item}/update_status/`, { status: 'active' });
    expect(on.statusCode).toBe(200);

    // Extension tokens would outlive the 1-hour cap.
    const tokens = await browser.get('/api/extension-auth-tokens/');
    expect([tokens.statusCode, tokens.json()]).toEqual([403, impersonating]);
  });

  it('answers 403 to the admin routes while impersonating: the session is not a superuser one', async () => {
    const { browser } = await underWay();
    for (const url of [DASHBOARD, AUDIT, '/api/admin/users/']) {
      const res = await browser.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ code: 'permission_denied' });
    }
  });
});

describe('DELETE /api/admin/impersonation/ (Stop)', () => {
  it("restores the superuser's own session and audits the stop", async () => {
    const { user, browser, target } = await underWay('Checking a billing question');
    const res = await stop(browser);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'success' }]);

    const detail = (await browser.get(DETAIL)).json<Detail>().user;
    expect(detail).toMatchObject({ id: user.id, email: user.email, is_superuser: true, impersonation: null });
    expect((await browser.get(DASHBOARD)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ impersonatorId: null, impersonationEndsAt: null });

    expect((await auditOf(ctx.app, user.id)).map((r) => [r.action, r.userEmail, r.reason])).toEqual([
      ['start', target.email, 'Checking a billing question'],
      ['stop', target.email, ''],
    ]);

    // The audit page lists them, newest first.
    const audit = await browser.get(AUDIT);
    expect(audit.statusCode).toBe(200);
    const listed = audit.json<{ count: number; results: { action: string; superuser_email: string }[] }>();
    const mine = listed.results.filter((e) => e.superuser_email === user.email);
    expect(mine.map((e) => e.action)).toEqual(['stop', 'start']);
    expect(listed.results[0]).toEqual({
      id: expect.any(Number),
      action: 'stop',
      superuser_email: user.email,
      user_email: target.email,
      reason: '',
      request: null,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Stop again: nothing to stop.
    const again = await stop(browser);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      {
        status: 'error',
        errors: [{ message: 'You are not impersonating a user.', code: 'not_impersonating' }],
      },
    ]);
  });

  it('answers 400 to a plain user, 401 signed out, 403 without the CSRF token', async () => {
    const { browser } = await signedIn(ctx.app);
    const res = await stop(browser);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'not_impersonating' });

    const visitor = new Browser(ctx.app);
    await visitor.get(SESSION);
    const out = await stop(visitor);
    expect([out.statusCode, out.json()]).toEqual([401, unauthenticated()]);

    const impersonation = await underWay();
    const noCsrf = await impersonation.browser.request({ method: 'DELETE', url: IMPERSONATION, csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().errors[0]).toMatchObject({ code: 'csrf_failed' });
    expect((await impersonation.browser.get(DETAIL)).json<Detail>().user.id).toBe(impersonation.target.id);
  });
});

describe('the 1-hour cap', () => {
  it('gives the session back to the superuser once the end has passed, with an `expired` audit row', async () => {
    const { user, browser, target } = await underWay();
    await ctx.app.db
      .update(sessions)
      .set({ impersonationEndsAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.impersonatorId, user.id));

    const detail = await browser.get(DETAIL);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Detail>().user).toMatchObject({ id: user.id, impersonation: null });
    expect((await auditOf(ctx.app, user.id)).map((r) => [r.action, r.userEmail])).toEqual([
      ['start', target.email],
      ['expired', target.email],
    ]);

    // Later requests read the restored session without writing again.
    expect((await browser.get(DETAIL)).json<Detail>().user.id).toBe(user.id);
    expect(await auditOf(ctx.app, user.id)).toHaveLength(2);
    expect((await stop(browser)).statusCode).toBe(400);
  });
});

describe('signing out while impersonating', () => {
  it('ends the whole session and audits the stop', async () => {
    const { user, browser, target } = await underWay();
    const res = await browser.request({ method: 'DELETE', url: SESSION });
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
    expect((await browser.get(DETAIL)).statusCode).toBe(401);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.impersonatorId, user.id))).toEqual([]);
    expect((await auditOf(ctx.app, user.id)).map((r) => [r.action, r.userEmail])).toEqual([
      ['start', target.email],
      ['stop', target.email],
    ]);
  });
});

describe('rate limit', () => {
  it('refuses a superuser past 10 impersonations a minute (429)', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const target = await someone(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await impersonate(browser, target.id)).statusCode).toBe(200);
      expect((await stop(browser)).statusCode).toBe(200);
    }
    const res = await impersonate(browser, target.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0]).toMatchObject({ code: 'rate_limited' });
  });
});
