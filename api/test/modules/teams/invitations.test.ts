import { createHash } from 'node:crypto';
import type { Invitation, InvitationPreview } from '@lifeguard/contracts/schemas/teams';
import { eq } from 'drizzle-orm';
import { invitations } from '../../../src/modules/teams/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  acceptUrl,
  cancelUrl,
  family,
  invite,
  invited,
  linkFromMail,
  mailsTo,
  membershipRows,
  person,
  previewUrl,
  resendUrl,
  teamsOf,
} from './teams-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: 'http://lifeguard.test:8000' });

const DAY_MS = 86_400_000;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const invitationRow = async (id: number) =>
  (await ctx.app.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;
/** Moves the invitation's expiry into the past, as 7 days passing would. */
const expire = (id: number) =>
  ctx.app.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitations.id, id));
const errorOf = (res: { statusCode: number; json: () => { errors: { code: string }[] } }) => [
  res.statusCode,
  res.json().errors[0]!.code,
];

describe('POST /a/{slug}/team/api/invitations/ (spec 001 §7 Teams)', () => {
  it('answers 201 with the invitation and mails its accept link; only the key hash is stored', async () => {
    const { owner, team } = await family(ctx.app, []);
    const email = uniqueEmail('grace');
    const before = Date.now();
    const res = await invite(owner.browser, team, email, 'admin');
    expect(res.statusCode).toBe(201);
    const body = res.json<Invitation>();
    expect(body).toEqual({
      id: expect.any(Number),
      email,
      role: 'admin',
      status: 'pending',
      sent: expect.any(String),
      expires: expect.any(String),
      invited_by: 'Ada',
    });
    const lifetime = Date.parse(body.expires) - Date.parse(body.sent);
    expect(lifetime).toBe(7 * DAY_MS);
    expect(Date.parse(body.sent)).toBeGreaterThanOrEqual(before - 1000);

    const { id, key, mail } = await linkFromMail(ctx, email);
    expect(id).toBe(body.id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain(`Subject: Ada invited you to Ada's family on Lifeguard`);
    expect(mail).toContain(`To: ${email}`);
    const row = await invitationRow(id);
    expect(row.keyHash).toBe(hashOf(key));
    expect(JSON.stringify(row)).not.toContain(key);
    // The family now lists it for its admin.
    const [listed] = (await teamsOf(owner.browser)).filter((t) => t.id === team.id);
    expect(listed!.invitations).toEqual([body]);
  });

  it('answers 400 when `team` is not the family of the address, creating nothing', async () => {
    const { owner, team } = await family(ctx.app, []);
    const other = await owner.browser.post('/teams/api/teams/', { name: 'Other' });
    const email = uniqueEmail();
    const res = await owner.browser.post(`/a/${team.slug}/team/api/invitations/`, {
      email,
      role: 'member',
      team: other.json().id,
    });
    expect([res.statusCode, res.json().errors[0]]).toEqual([
      400,
      { message: 'The family does not match the address.', code: 'invalid', param: 'team' },
    ]);
    expect(await ctx.app.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
  });

  it('answers 400 already_member for a member, whatever the case of the email', async () => {
    const { owner, team, others } = await family(ctx.app);
    const res = await invite(owner.browser, team, others[0]!.user.email.toUpperCase());
    expect([res.statusCode, res.json().errors[0]]).toEqual([
      400,
      { message: 'This person is already a member of this family.', code: 'already_member', param: 'email' },
    ]);
  });

  it('answers 400 already_invited while one is pending; once it expired, a new one may be sent', async () => {
    const { owner, team } = await family(ctx.app, []);
    const email = uniqueEmail('dup');
    const first = (await invite(owner.browser, team, email)).json<Invitation>();
    const again = await invite(owner.browser, team, email.toUpperCase());
    expect([again.statusCode, again.json().errors[0]]).toEqual([
      400,
      {
        message: 'This person already has a pending invitation to this family.',
        code: 'already_invited',
        param: 'email',
      },
    ]);
    await expire(first.id);
    const fresh = await invite(owner.browser, team, email);
    expect(fresh.statusCode).toBe(201);
    expect((await invitationRow(first.id)).status).toBe('expired');
  });

  it('answers 400 for bad input, creating nothing', async () => {
    const { owner, team } = await family(ctx.app, []);
    const url = `/a/${team.slug}/team/api/invitations/`;
    const bodies = [
      {},
      { email: 'nope', role: 'member', team: team.id },
      { email: uniqueEmail(), role: 'owner', team: team.id },
      { email: uniqueEmail(), role: 'member' },
      { email: uniqueEmail(), role: 'member', team: '1' },
      { email: `${'x'.repeat(250)}@example.com`, role: 'member', team: team.id },
    ];
    for (const body of bodies) {
      const res = await owner.browser.post(url, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    expect(await ctx.app.db.select().from(invitations).where(eq(invitations.teamId, team.id))).toEqual([]);
  });
});

describe('GET /teams/api/invitations/{id}/?key= (the accept page)', () => {
  it('answers a visitor what the page shows', async () => {
    const { owner, team } = await family(ctx.app, []);
    const email = uniqueEmail();
    const { invitation, key } = await invited(ctx, owner.browser, team, email);
    const res = await new Browser(ctx.app).get(previewUrl(invitation.id, key));
    expect(res.statusCode).toBe(200);
    expect(res.json<InvitationPreview>()).toEqual({
      id: invitation.id,
      team_name: "Ada's family",
      email,
      role: 'member',
      invited_by: 'Ada',
      status: 'pending',
      expires: invitation.expires,
    });
  });

  it('answers 404 for a wrong key or an unknown id, and 400 for a malformed key', async () => {
    const { owner, team } = await family(ctx.app, []);
    const { invitation, key } = await invited(ctx, owner.browser, team, uniqueEmail());
    const visitor = new Browser(ctx.app);
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [previewUrl(invitation.id, wrong), previewUrl(2_000_000_000, key)]) {
      const res = await visitor.get(url);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([404, 'not_found']);
    }
    expect((await visitor.get(previewUrl(invitation.id, 'short'))).statusCode).toBe(400);
    expect((await visitor.get(`/teams/api/invitations/${invitation.id}/`)).statusCode).toBe(400);
  });

  it('shows an invitation past its expiry as expired', async () => {
    const { owner, team } = await family(ctx.app, []);
    const { invitation, key } = await invited(ctx, owner.browser, team, uniqueEmail());
    await expire(invitation.id);
    const res = await new Browser(ctx.app).get(previewUrl(invitation.id, key));
    expect([res.statusCode, res.json().status]).toEqual([200, 'expired']);
    const [listed] = (await teamsOf(owner.browser)).filter((t) => t.id === team.id);
    expect(listed!.invitations.map((i) => i.status)).toEqual(['expired']);
  });
});

describe('POST /a/{slug}/team/invite/{id}/ (resend) and invite/cancel/{id}/', () => {
  it('resends with a new key and expiry: the old link stops working, a new mail goes out', async () => {
    const { owner, team } = await family(ctx.app, []);
    const email = uniqueEmail('resend');
    const { invitation, key: oldKey } = await invited(ctx, owner.browser, team, email);
    await expire(invitation.id);
    const res = await owner.browser.post(resendUrl(team.slug, invitation.id), {});
    expect(res.statusCode).toBe(200);
    const resent = res.json<Invitation>();
    expect(resent).toMatchObject({ id: invitation.id, status: 'pending', invited_by: 'Ada' });
    expect(Date.parse(resent.expires)).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);

    await ctx.app.mailer.drain();
    const mails = mailsTo(ctx, email);
    expect(mails).toHaveLength(2);
    const keys = mails.map((mail) => /\?key=([A-Za-z0-9_-]+)/.exec(mail)![1]!);
    const newKey = keys.find((k) => k !== oldKey)!;
    expect(newKey).toBeDefined();

    const visitor = new Browser(ctx.app);
    expect((await visitor.get(previewUrl(invitation.id, oldKey))).statusCode).toBe(404);
    expect((await visitor.get(previewUrl(invitation.id, newKey))).json().status).toBe('pending');
    expect((await invitationRow(invitation.id)).keyHash).toBe(hashOf(newKey));
  });

  it('cancels: the invitation answers cancelled, its link no longer accepts, and it cannot be resent', async () => {
    const { owner, team } = await family(ctx.app, []);
    const invitee = await person(ctx.app);
    const { invitation, key } = await invited(ctx, owner.browser, team, invitee.user.email);
    const res = await owner.browser.post(cancelUrl(team.slug, invitation.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json<Invitation>()).toMatchObject({ id: invitation.id, status: 'cancelled' });
    // Cancelling again changes nothing.
    expect((await owner.browser.post(cancelUrl(team.slug, invitation.id), {})).json().status).toBe(
      'cancelled',
    );

    expect((await new Browser(ctx.app).get(previewUrl(invitation.id, key))).json().status).toBe('cancelled');
    expect(errorOf(await invitee.browser.post(acceptUrl(invitation.id), { key }))).toEqual([
      400,
      'invitation_cancelled',
    ]);
    expect(errorOf(await owner.browser.post(resendUrl(team.slug, invitation.id), {}))).toEqual([
      400,
      'invitation_cancelled',
    ]);
    const [listed] = (await teamsOf(owner.browser)).filter((t) => t.id === team.id);
    expect(listed!.invitations).toEqual([]);
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(1);
  });

  it("answers 404 for another family's invitation", async () => {
    const { owner, team } = await family(ctx.app, []);
    const elsewhere = await family(ctx.app, []);
    const { invitation } = await invited(ctx, elsewhere.owner.browser, elsewhere.team, uniqueEmail());
    for (const url of [resendUrl(team.slug, invitation.id), cancelUrl(team.slug, invitation.id)]) {
      expect(errorOf(await owner.browser.post(url, {}))).toEqual([404, 'not_found']);
    }
    expect((await invitationRow(invitation.id)).status).toBe('pending');
  });
});

describe('POST /teams/api/invitations/{id}/accept/', () => {
  it('makes the invited user a member with the role; the family becomes current', async () => {
    const { owner, team } = await family(ctx.app, []);
    const invitee = await person(ctx.app, { firstName: 'Grace' });
    const { invitation, key } = await invited(
      ctx,
      owner.browser,
      team,
      invitee.user.email.toUpperCase(),
      'admin',
    );
    const res = await invitee.browser.post(acceptUrl(invitation.id), { key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      team: { id: team.id, name: team.name, is_admin: true },
    });
    expect((await teamsOf(invitee.browser)).map((t) => t.id)[0]).toBe(team.id);
    const [asOwner] = (await teamsOf(owner.browser)).filter((t) => t.id === team.id);
    expect(asOwner!.members.map((m) => [m.display_name, m.role])).toEqual([
      ['Ada', 'admin'],
      ['Grace', 'admin'],
    ]);
    expect(asOwner!.invitations).toEqual([]);
    expect(await invitationRow(invitation.id)).toMatchObject({
      status: 'accepted',
      acceptedBy: invitee.user.id,
    });
    expect(errorOf(await invitee.browser.post(acceptUrl(invitation.id), { key }))).toEqual([
      400,
      'invitation_accepted',
    ]);
  });

  it('answers 401 signed out and 403 email_mismatch for another account, changing nothing', async () => {
    const { owner, team } = await family(ctx.app, []);
    const email = uniqueEmail('invited');
    const { invitation, key } = await invited(ctx, owner.browser, team, email);
    const visitor = new Browser(ctx.app);
    await visitor.get('/_allauth/browser/v1/auth/session');
    expect((await visitor.post(acceptUrl(invitation.id), { key })).statusCode).toBe(401);

    const someoneElse = await person(ctx.app);
    const res = await someoneElse.browser.post(acceptUrl(invitation.id), { key });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        status: 'error',
        errors: [
          {
            message: `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
            code: 'email_mismatch',
          },
        ],
      },
    ]);
    expect((await invitationRow(invitation.id)).status).toBe('pending');
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(1);
  });

  it('answers 404 for a wrong key and 400 invitation_expired past the expiry', async () => {
    const { owner, team } = await family(ctx.app, []);
    const invitee = await person(ctx.app);
    const { invitation, key } = await invited(ctx, owner.browser, team, invitee.user.email);
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect(errorOf(await invitee.browser.post(acceptUrl(invitation.id), { key: wrong }))).toEqual([
      404,
      'not_found',
    ]);
    await expire(invitation.id);
    expect(errorOf(await invitee.browser.post(acceptUrl(invitation.id), { key }))).toEqual([
      400,
      'invitation_expired',
    ]);
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(1);
  });

  it('accepted twice at once makes exactly one membership', async () => {
    const { owner, team } = await family(ctx.app, []);
    const invitee = await person(ctx.app);
    const { invitation, key } = await invited(ctx, owner.browser, team, invitee.user.email);
    const results = await Promise.all([
      invitee.browser.post(acceptUrl(invitation.id), { key }),
      invitee.browser.post(acceptUrl(invitation.id), { key }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().errors[0].code).toBe('invitation_accepted');
    const rows = await membershipRows(ctx.app, team.id);
    expect(rows.filter((m) => m.userId === invitee.user.id)).toHaveLength(1);
  });
});
