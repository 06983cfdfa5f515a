import { eq } from 'drizzle-orm';
import { mobileAuthCodes } from '../../../src/modules/mobile-auth/schema.js';
import { invitations } from '../../../src/modules/teams/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { startGoogleSignIn } from '../oidc/sign-in-flow.js';
import { auditOf, impersonationUnderWay, signedIn, stop } from './admin-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const IMPERSONATING = { message: 'Not allowed while impersonating a user.', code: 'impersonating' };
const refusedOurs = { status: 'error', errors: [IMPERSONATING] };
const refusedAllauth = { status: 403, errors: [IMPERSONATING] };
const AUTH = '/_allauth/browser/v1';

const underWay = () => impersonationUnderWay(ctx.app);

/** The superuser's audit rows as [action, request], oldest first. */
const trailOf = async (superuserId: number) =>
  (await auditOf(ctx.app, superuserId)).map((row) => [row.action, row.request]);

/** Issue 30 item 1: while impersonating, nothing that outlives the impersonation can be made. */
describe('refused while impersonating, with a `refused` audit row', () => {
  it('refuses to set a first password (F1): the superuser cannot sign in as the user later', async () => {
    const { user, browser, target } = await underWay();
    const password = 'Strong-pass-123';
    const res = await browser.post('/users/api/password/setup/', { password });
    expect([res.statusCode, res.json()]).toEqual([403, refusedOurs]);
    expect((await ctx.app.users.findById(target.id))?.password).toBeNull();

    expect((await stop(browser)).statusCode).toBe(200);
    expect((await new Browser(ctx.app).login(target.email, password)).statusCode).toBe(400);
    expect(await trailOf(user.id)).toEqual([
      ['start', null],
      ['refused', 'POST /users/api/password/setup/'],
      ['stop', null],
    ]);
  });

  it('refuses the mobile hand-off and extension tokens (F2): no code, no pair to outlive Stop', async () => {
    const { user, browser, target } = await underWay();
    const handoff = await browser.get('/users/mobile-auth-redirect/');
    expect([handoff.statusCode, handoff.json()]).toEqual([403, refusedOurs]);
    expect(handoff.body).not.toMatch(/code=/);
    const codes = await ctx.app.db
      .select()
      .from(mobileAuthCodes)
      .where(eq(mobileAuthCodes.userId, target.id));
    expect(codes).toEqual([]);
    const tokens = await browser.get('/api/extension-auth-tokens/');
    expect([tokens.statusCode, tokens.json()]).toEqual([403, refusedOurs]);

    expect(await trailOf(user.id)).toEqual([
      ['start', null],
      ['refused', 'GET /users/mobile-auth-redirect/'],
      ['refused', 'GET /api/extension-auth-tokens/'],
    ]);
    // The superuser's own hand-off works again after Stop: the refusal is the impersonation's.
    expect((await stop(browser)).statusCode).toBe(200);
    expect((await browser.get('/users/mobile-auth-redirect/')).statusCode).toBe(200);
  });

  it('refuses invitations, the export, phone, email and provider changes (F9)', async () => {
    const { user, browser, target } = await underWay();
    const [team] = (await browser.get('/teams/api/teams/')).json<{
      results: { id: number; slug: string }[];
    }>().results;
    const guest = { email: uniqueEmail('guest'), role: 'member' as const, team: team!.id };
    const { invitation: invited } = await ctx.app.teams.invite(target, team!.slug, guest);
    const phone = { phone_number: '(201) 555-0199', device_type: 'ios' };

    const calls: [string, string, object | undefined, object][] = [
      // The superuser's own address as an admin of the user's family: theirs for good.
      [
        'POST',
        `/a/${team!.slug}/team/api/invitations/`,
        { ...guest, email: user.email, role: 'admin' },
        refusedOurs,
      ],
      ['POST', `/a/${team!.slug}/team/invite/${invited.id}/`, {}, refusedOurs],
      ['POST', `/a/${team!.slug}/team/invite/cancel/${invited.id}/`, {}, refusedOurs],
      ['POST', `/teams/api/invitations/${invited.id}/accept/`, { key: 'k'.repeat(43) }, refusedOurs],
      ['GET', '/users/api/user/export/', undefined, refusedOurs],
      ['POST', '/users/api/phone/send-verification/', phone, refusedOurs],
      ['POST', '/users/api/phone/verify-code/', { ...phone, code: '123456' }, refusedOurs],
      ['POST', `${AUTH}/account/email`, { email: user.email }, refusedAllauth],
      ['PATCH', `${AUTH}/account/email`, { email: target.email, primary: true }, refusedAllauth],
      ['DELETE', `${AUTH}/account/providers`, { provider: 'google', account: 'someone' }, refusedAllauth],
    ];
    for (const [method, url, payload, body] of calls) {
      const res = await browser.request({ method: method as 'POST', url, payload });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, body]);
    }

    // A provider connect keeps the browser flow's own refusal (a form post navigates).
    const connect = await startGoogleSignIn(browser, '/account/providers', 'connect');
    expect(connect.headers.location).toBe('/account/providers?error=permission_denied&error_process=connect');

    const rows = await ctx.app.db.select().from(invitations).where(eq(invitations.teamId, team!.id));
    expect(rows.map((row) => [row.email, row.status])).toEqual([[guest.email, 'pending']]);
    expect((await ctx.app.users.findById(target.id))?.phoneNumber ?? null).toBeNull();
    expect(await trailOf(user.id)).toEqual([
      ['start', null],
      ['refused', 'POST /a/:slug/team/api/invitations/'],
      ['refused', 'POST /a/:slug/team/invite/:id/'],
      ['refused', 'POST /a/:slug/team/invite/cancel/:id/'],
      ['refused', 'POST /teams/api/invitations/:id/accept/'],
      ['refused', 'GET /users/api/user/export/'],
      ['refused', 'POST /users/api/phone/send-verification/'],
      ['refused', 'POST /users/api/phone/verify-code/'],
      ['refused', `POST ${AUTH}/account/email`],
      ['refused', `PATCH ${AUTH}/account/email`],
      ['refused', `DELETE ${AUTH}/account/providers`],
      ['refused', `POST ${AUTH}/auth/provider/redirect`],
    ]);
  });

  it('leaves the same calls to the user signed in as themselves, unaudited', async () => {
    const { user, browser } = await signedIn(ctx.app);
    expect((await browser.get('/users/api/user/export/')).statusCode).toBe(200);
    expect((await browser.get('/users/mobile-auth-redirect/')).statusCode).toBe(200);
    expect(await auditOf(ctx.app, user.id)).toEqual([]);
  });
});
