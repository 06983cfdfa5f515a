import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { impersonationAudit } from '../../src/modules/admin/schema.js';
import { sessions } from '../../src/modules/users/schema.js';
import { unauthenticated } from '../../src/plugins/authenticate.js';
import { uniqueEmail, useTestApp } from '../helpers/app.js';
import { Browser, signInDirectly } from '../helpers/browser.js';

/** Routes showing what the session plugin loaded, and guarded by the two hooks alone. */
const probe: FastifyPluginAsync = async (app) => {
  app.get('/test/session', { onRequest: app.authenticate }, async (request) => ({
    userId: request.auth.user.id,
    impersonatorId: request.auth.session.impersonatorId,
    endsAt: request.auth.session.impersonationEndsAt?.toISOString() ?? null,
    impersonatorEmail: request.auth.impersonator?.email ?? null,
  }));
  app.get('/test/superuser', { onRequest: app.requireSuperuser }, async () => ({ ok: true }));
  app.post('/test/guarded', { onRequest: app.refuseWhileImpersonating }, async () => ({ ok: true }));
  app.post(
    '/test/guarded-after',
    { onRequest: [app.authenticate, app.refuseWhileImpersonating] },
    async () => ({ ok: true }),
  );
};

const ctx = useTestApp({}, { extraPlugins: [probe] });

async function browserOf(superuser = false) {
  const user = await ctx.app.users.create({ email: uniqueEmail(), isSuperuser: superuser });
  const browser = new Browser(ctx.app);
  await signInDirectly(ctx.app, browser, user.id);
  return { user, browser };
}

/** Turns `superuserId`'s session rows into an impersonation of `userId` ending at `endsAt`. */
const impersonateInDb = (superuserId: number, userId: number, endsAt: Date) =>
  ctx.app.db
    .update(sessions)
    .set({ userId, impersonatorId: superuserId, impersonationEndsAt: endsAt })
    .where(eq(sessions.userId, superuserId));

describe('session lookup with impersonation (issue 13)', () => {
  it('answers the impersonation columns, and the impersonator only while impersonating', async () => {
    const { user, browser } = await browserOf(true);
    const target = await ctx.app.users.create({ email: uniqueEmail('target') });
    expect((await browser.get('/test/session')).json()).toEqual({
      userId: user.id,
      impersonatorId: null,
      endsAt: null,
      impersonatorEmail: null,
    });

    const endsAt = new Date(Date.now() + 30 * 60_000);
    await impersonateInDb(user.id, target.id, endsAt);
    expect((await browser.get('/test/session')).json()).toEqual({
      userId: target.id,
      impersonatorId: user.id,
      endsAt: endsAt.toISOString(),
      impersonatorEmail: user.email,
    });
  });

  it('restores the superuser once the end has passed, writing one `expired` row', async () => {
    const { user, browser } = await browserOf(true);
    const target = await ctx.app.users.create({ email: uniqueEmail('target') });
    await impersonateInDb(user.id, target.id, new Date(Date.now() - 1));

    const answers = await Promise.all([browser.get('/test/session'), browser.get('/test/session')]);
    for (const res of answers) {
      expect(res.json()).toMatchObject({ userId: user.id, impersonatorId: null, endsAt: null });
    }
    const rows = await ctx.app.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.superuserId, user.id));
    expect(rows.map((r) => [r.action, r.userId, r.userEmail, r.superuserEmail])).toEqual([
      ['expired', target.id, target.email, user.email],
    ]);
  });

  it("ends a superuser's impersonations with their other sessions (endAllFor)", async () => {
    const { user, browser } = await browserOf(true);
    const target = await ctx.app.users.create({ email: uniqueEmail('target') });
    await impersonateInDb(user.id, target.id, new Date(Date.now() + 60_000));
    await ctx.app.sessions.endAllFor(user.id);
    expect((await browser.get('/test/session')).statusCode).toBe(401);
  });
});

describe('app.requireSuperuser and app.refuseWhileImpersonating', () => {
  it('answer 401 signed out even when used alone', async () => {
    const visitor = new Browser(ctx.app);
    await visitor.get('/_allauth/browser/v1/auth/session');
    for (const res of [await visitor.get('/test/superuser'), await visitor.post('/test/guarded', {})]) {
      expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
    }
  });

  it('requireSuperuser: 403 permission_denied to other users, through to superusers', async () => {
    const plain = await browserOf();
    const res = await plain.browser.get('/test/superuser');
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        status: 'error',
        errors: [
          { message: 'You do not have permission to perform this action.', code: 'permission_denied' },
        ],
      },
    ]);
    const root = await browserOf(true);
    expect((await root.browser.get('/test/superuser')).json()).toEqual({ ok: true });
  });

  it('refuseWhileImpersonating: 403 impersonating during an impersonation, else through', async () => {
    const { user, browser } = await browserOf(true);
    for (const url of ['/test/guarded', '/test/guarded-after']) {
      expect((await browser.post(url, {})).json()).toEqual({ ok: true });
    }
    const target = await ctx.app.users.create({ email: uniqueEmail('target') });
    await impersonateInDb(user.id, target.id, new Date(Date.now() + 60_000));
    for (const url of ['/test/guarded', '/test/guarded-after']) {
      const res = await browser.post(url, {});
      expect([res.statusCode, res.json()]).toEqual([
        403,
        {
          status: 'error',
          errors: [{ message: 'Not allowed while impersonating a user.', code: 'impersonating' }],
        },
      ]);
    }
  });
});
