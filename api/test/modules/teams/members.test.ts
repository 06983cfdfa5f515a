import type { FamilyOverviewMember } from '@lifeguard/contracts/schemas/teams';
import { integrations } from '../../../src/modules/integrations/schema.js';
import { threatEvents } from '../../../src/modules/threats/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import {
  cancelUrl,
  del,
  family,
  invitationsUrl,
  memberUrl,
  membershipRows,
  overviewUrl,
  patch,
  person,
  resendUrl,
  teamRow,
  teamsOf,
} from './teams-helpers.js';

const ctx = useTestApp();

const notFound = { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] };
const lastAdmin = (param: string) => ({
  status: 'error',
  errors: [
    {
      message: 'A family needs at least one admin. Make another member an admin first, or delete the family.',
      code: 'last_admin',
      param,
    },
  ],
});

describe('the /a/{slug}/team/ routes: who may call them (issue 13)', () => {
  it('answers 404 to a non-member on every route, changing nothing', async () => {
    const { team, owner, others } = await family(ctx.app);
    const invite = await owner.browser.post(invitationsUrl(team.slug), {
      email: uniqueEmail(),
      role: 'member',
      team: team.id,
    });
    const invitationId = invite.json().id as number;
    const memberId = others[0]!.membershipId;
    const { browser } = await person(ctx.app);
    const calls = [
      () => browser.post(invitationsUrl(team.slug), { email: uniqueEmail(), role: 'member', team: team.id }),
      () => browser.post(resendUrl(team.slug, invitationId), {}),
      () => browser.post(cancelUrl(team.slug, invitationId), {}),
      () => patch(browser, memberUrl(team.slug, memberId), { role: 'admin' }),
      () => del(browser, memberUrl(team.slug, memberId)),
      () => browser.get(overviewUrl(team.slug)),
      // A family that does not exist answers the same.
      () => browser.get(overviewUrl('no-such-family')),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    }
    expect((await membershipRows(ctx.app, team.id)).map((m) => m.role).sort()).toEqual(['admin', 'member']);
    const [asOwner] = (await teamsOf(owner.browser)).filter((t) => t.id === team.id);
    expect(asOwner!.invitations).toEqual([expect.objectContaining({ id: invitationId, status: 'pending' })]);
  });

  it('answers 403 to a member on every admin action', async () => {
    const { team, owner, others } = await family(ctx.app, ['member', 'member']);
    const invite = await owner.browser.post(invitationsUrl(team.slug), {
      email: uniqueEmail(),
      role: 'member',
      team: team.id,
    });
    const invitationId = invite.json().id as number;
    const [member, other] = others;
    const calls = [
      () =>
        member!.browser.post(invitationsUrl(team.slug), {
          email: uniqueEmail(),
          role: 'member',
          team: team.id,
        }),
      () => member!.browser.post(resendUrl(team.slug, invitationId), {}),
      () => member!.browser.post(cancelUrl(team.slug, invitationId), {}),
      () => patch(member!.browser, memberUrl(team.slug, member!.membershipId), { role: 'admin' }),
      () => del(member!.browser, memberUrl(team.slug, other!.membershipId)),
      () => member!.browser.get(overviewUrl(team.slug)),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'permission_denied']);
    }
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(3);
  });

  it('refuses signed out (401), then without CSRF (403), then a bad body (400)', async () => {
    const { team, owner, others } = await family(ctx.app);
    const url = memberUrl(team.slug, others[0]!.membershipId);
    await expectRefusalOrder(ctx.app, owner.browser, { method: 'PATCH', url, badBody: { role: 'owner' } });
    await expectRefusalOrder(ctx.app, owner.browser, {
      method: 'POST',
      url: invitationsUrl(team.slug),
      badBody: { email: 'not-an-email', role: 'member', team: team.id },
    });
    expect((await new Browser(ctx.app).get(overviewUrl(team.slug))).statusCode).toBe(401);
  });
});

describe('PATCH /a/{slug}/team/api/members/{id}/ (issue 13: roles)', () => {
  it('changes a role and answers the member', async () => {
    const { team, owner, others } = await family(ctx.app);
    const member = others[0]!;
    const res = await patch(owner.browser, memberUrl(team.slug, member.membershipId), { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.membershipId,
      user_id: member.user.id,
      email: member.user.email,
      display_name: member.user.email,
      avatar_url: null,
      role: 'admin',
      joined: expect.any(String),
    });
    expect((await teamsOf(member.browser)).find((t) => t.id === team.id)!.is_admin).toBe(true);
  });

  it('refuses to demote the last admin (400 last_admin), even themselves', async () => {
    const { team, owner, ownerMembership } = await family(ctx.app);
    const res = await patch(owner.browser, memberUrl(team.slug, ownerMembership), { role: 'member' });
    expect([res.statusCode, res.json()]).toEqual([400, lastAdmin('role')]);
    expect((await membershipRows(ctx.app, team.id)).find((m) => m.id === ownerMembership)!.role).toBe(
      'admin',
    );
  });

  it('lets one of two admins step down', async () => {
    const { team, owner, ownerMembership } = await family(ctx.app, ['admin']);
    const res = await patch(owner.browser, memberUrl(team.slug, ownerMembership), { role: 'member' });
    expect([res.statusCode, res.json().role]).toEqual([200, 'member']);
  });

  it('keeps an admin when two admins demote each other at once', async () => {
    const { team, owner, ownerMembership, others } = await family(ctx.app, ['admin']);
    const other = others[0]!;
    const results = await Promise.all([
      patch(owner.browser, memberUrl(team.slug, other.membershipId), { role: 'member' }),
      patch(other.browser, memberUrl(team.slug, ownerMembership), { role: 'member' }),
    ]);
    // One at a time: the first demotes the other, who is then no admin to demote anyone (403).
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const admins = (await membershipRows(ctx.app, team.id)).filter((m) => m.role === 'admin');
    expect(admins).toHaveLength(1);
  });

  it('answers 404 for a membership of another family', async () => {
    const { team, owner } = await family(ctx.app);
    const elsewhere = await family(ctx.app);
    const res = await patch(owner.browser, memberUrl(team.slug, elsewhere.others[0]!.membershipId), {
      role: 'admin',
    });
    expect([res.statusCode, res.json()]).toEqual([404, notFound]);
  });
});

describe('DELETE /a/{slug}/team/api/members/{id}/ (issue 13: remove, leave)', () => {
  it('lets an admin remove a member: 204, and the family leaves their list', async () => {
    const { team, owner, others } = await family(ctx.app);
    const member = others[0]!;
    const res = await del(owner.browser, memberUrl(team.slug, member.membershipId));
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await teamsOf(member.browser)).map((t) => t.id)).not.toContain(team.id);
  });

  it('lets a member leave', async () => {
    const { team, others } = await family(ctx.app);
    const member = others[0]!;
    expect((await del(member.browser, memberUrl(team.slug, member.membershipId))).statusCode).toBe(204);
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(1);
  });

  it('refuses the last admin leaving while others remain (400), then lets them once another is admin', async () => {
    const { team, owner, ownerMembership, others } = await family(ctx.app);
    const res = await del(owner.browser, memberUrl(team.slug, ownerMembership));
    expect([res.statusCode, res.json()]).toEqual([400, lastAdmin('id')]);
    expect(await membershipRows(ctx.app, team.id)).toHaveLength(2);

    await patch(owner.browser, memberUrl(team.slug, others[0]!.membershipId), { role: 'admin' });
    expect((await del(owner.browser, memberUrl(team.slug, ownerMembership))).statusCode).toBe(204);
    expect(await teamRow(ctx.app, team.id)).toBeDefined();
  });

  it('deletes the family when its last member leaves', async () => {
    const { browser } = await person(ctx.app);
    const created = (await browser.post('/teams/api/teams/', { name: 'Just me' })).json();
    const res = await del(browser, memberUrl(created.slug, created.members[0].id));
    expect(res.statusCode).toBe(204);
    expect(await teamRow(ctx.app, created.id)).toBeUndefined();
    expect(await teamsOf(browser)).toHaveLength(1);
  });
});

describe('GET /a/{slug}/team/api/overview/ (issue 13: family overview)', () => {
  it("answers each member's protection score and open high or critical threats, counts only", async () => {
    const { team, owner, others } = await family(ctx.app);
    const member = others[0]!;
    // Ada: two of the four required protections on (80 of 160 weight) = 50 %.
    for (const type of ['darkweb', 'chrome']) {
      await ctx.app.db.insert(integrations).values({
        userId: owner.user.id,
        type,
        provider: type,
        isActive: true,
        isConfigured: true,
        healthStatus: 'healthy',
      });
    }
    const threat = (
      userId: number,
      severity: string,
      extra: Partial<typeof threatEvents.$inferInsert> = {},
    ) =>
      ctx.app.db.insert(threatEvents).values({
        userId,
        threatType: 'phishing',
        severity,
        sourceSystem: 'chrome_extension',
        description: 'secret subject line',
        ...extra,
      });
    await threat(member.user.id, 'critical');
    await threat(member.user.id, 'high');
    await threat(member.user.id, 'high', { status: 'resolved' });
    await threat(member.user.id, 'high', { status: 'dismissed' });
    await threat(member.user.id, 'medium');
    await threat(member.user.id, 'low', { analysis: { is_threat: true, risk_level: 'critical' } });
    await threat(member.user.id, 'critical', { analysis: { is_threat: false, risk_level: 'low' } });
    await threat(owner.user.id, 'info');

    const res = await owner.browser.get(overviewUrl(team.slug));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; results: FamilyOverviewMember[] }>();
    expect(body).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          user_id: owner.user.id,
          display_name: 'Ada',
          role: 'admin',
          protection_score: 50,
          open_high_threats: 0,
        },
        {
          user_id: member.user.id,
          display_name: member.user.email,
          role: 'member',
          protection_score: 0,
          open_high_threats: 3,
        },
      ],
    });
    expect(res.body).not.toContain('secret subject line');
  });
});
