import type { Team } from '@lifeguard/contracts/schemas/teams';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import {
  TEAMS,
  addMember,
  currentTeam,
  del,
  family,
  patch,
  person,
  switchUrl,
  teamRow,
  teamUrl,
  teamsOf,
} from './teams-helpers.js';

const ctx = useTestApp();

describe('GET /teams/api/teams/ (spec 001 §7 Teams, §4 Teams)', () => {
  it('answers 401 signed out', async () => {
    const res = await new Browser(ctx.app).get(TEAMS);
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  });

  it('lists the personal family in a list envelope with every Team field', async () => {
    const { user, browser } = await person(ctx.app, { firstName: 'Ada' });
    const res = await browser.get(TEAMS);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: Team[] }>();
    expect(body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          name: "Ada's family",
          slug: expect.stringMatching(/^adas-family/),
          members: [
            {
              id: expect.any(Number),
              user_id: user.id,
              email: user.email,
              display_name: 'Ada',
              avatar_url: null,
              role: 'admin',
              joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            },
          ],
          invitations: [],
          is_admin: true,
          has_active_subscription: false,
          dashboard_url: `/a/${body.results[0]!.slug}/`,
        },
      ],
    });
  });

  it('puts the current family first: the one switched to, else the oldest membership', async () => {
    const { user, browser } = await person(ctx.app);
    const personal = await currentTeam(browser);
    const other = await family(ctx.app);
    await addMember(ctx.app, other.team.id, user.id);
    expect((await teamsOf(browser)).map((t) => t.id)).toEqual([personal.id, other.team.id]);

    const res = await browser.post(switchUrl(other.team.id), {});
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'success' }]);
    expect((await teamsOf(browser)).map((t) => t.id)).toEqual([other.team.id, personal.id]);

    // Removed from the current family: back to the oldest membership.
    const mine = (await teamsOf(browser))[0]!.members.find((m) => m.user_id === user.id)!;
    expect(
      (await del(other.owner.browser, `/a/${other.team.slug}/team/api/members/${mine.id}/`)).statusCode,
    ).toBe(204);
    expect((await teamsOf(browser)).map((t) => t.id)).toEqual([personal.id]);
  });

  it('?slug= keeps that family, and answers no results for a family the user is not in', async () => {
    const { browser } = await person(ctx.app);
    const personal = await currentTeam(browser);
    const stranger = await family(ctx.app);
    const mine = (await browser.get(`${TEAMS}?slug=${personal.slug}`)).json();
    expect(mine).toMatchObject({ count: 1, results: [{ id: personal.id }] });
    const theirs = await browser.get(`${TEAMS}?slug=${stranger.team.slug}`);
    expect([theirs.statusCode, theirs.json().count, theirs.json().results]).toEqual([200, 0, []]);
    expect((await browser.get(`${TEAMS}?slug=Not_A_Slug`)).statusCode).toBe(400);
  });

  it('shows a member the members but not the invitations', async () => {
    const { team, owner, others } = await family(ctx.app);
    await owner.browser.post(`/a/${team.slug}/team/api/invitations/`, {
      email: uniqueEmail(),
      role: 'member',
      team: team.id,
    });
    const asOwner = (await teamsOf(owner.browser)).find((t) => t.id === team.id)!;
    expect(asOwner.invitations).toHaveLength(1);
    const asMember = (await teamsOf(others[0]!.browser)).find((t) => t.id === team.id)!;
    expect(asMember).toMatchObject({ is_admin: false, invitations: [] });
    expect(asMember.members.map((m) => m.role)).toEqual(['admin', 'member']);
  });
});

describe('POST /teams/api/teams/ (spec 001 §7 Teams)', () => {
  it('refuses signed out (401), then without CSRF (403), then a bad body (400)', async () => {
    const { browser } = await person(ctx.app);
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: TEAMS, badBody: { name: '' } });
  });

  it('creates a family: 201, the user its admin, and it becomes current', async () => {
    const { browser } = await person(ctx.app);
    const res = await browser.post(TEAMS, { name: '  The Smiths  ' });
    expect(res.statusCode).toBe(201);
    const team = res.json<Team>();
    expect(team).toMatchObject({
      name: 'The Smiths',
      slug: expect.stringMatching(/^the-smiths/),
      is_admin: true,
    });
    expect(team.members).toHaveLength(1);
    expect((await teamsOf(browser))[0]!.id).toBe(team.id);
  });

  it('answers 400 for bad input, creating nothing', async () => {
    const { browser } = await person(ctx.app);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'a\u0000b' },
      { name: 5 },
    ]) {
      const res = await browser.post(TEAMS, body);
      expect([JSON.stringify(body), res.statusCode, res.json().status]).toEqual([
        JSON.stringify(body),
        400,
        'error',
      ]);
    }
    expect(await teamsOf(browser)).toHaveLength(1);
  });
});

describe('PATCH and DELETE /teams/api/teams/{id}/ (spec 001 §7 Teams)', () => {
  it('refuses signed out (401), then without CSRF (403), then a bad body (400)', async () => {
    const { browser } = await person(ctx.app);
    const team = await currentTeam(browser);
    await expectRefusalOrder(ctx.app, browser, {
      method: 'PATCH',
      url: teamUrl(team.id),
      badBody: { name: '' },
    });
  });

  it('renames for an admin; the slug stays', async () => {
    const { team, owner } = await family(ctx.app);
    const res = await patch(owner.browser, teamUrl(team.id), { name: 'Lovelace household' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: team.id, name: 'Lovelace household', slug: team.slug });
    const blank = await patch(owner.browser, teamUrl(team.id), { name: '   ' });
    expect([blank.statusCode, blank.json().errors[0]]).toEqual([
      400,
      { message: 'This field may not be blank.', code: 'blank', param: 'name' },
    ]);
    expect(await teamRow(ctx.app, team.id)).toMatchObject({ name: 'Lovelace household' });
  });

  it('answers 403 to a member and 404 to a non-member, changing nothing', async () => {
    const { team, others } = await family(ctx.app);
    const stranger = await person(ctx.app);
    expect((await patch(others[0]!.browser, teamUrl(team.id), { name: 'Mine' })).json()).toEqual({
      status: 'error',
      errors: [{ message: 'Only an admin of this family can do this.', code: 'permission_denied' }],
    });
    expect((await patch(others[0]!.browser, teamUrl(team.id), { name: 'Mine' })).statusCode).toBe(403);
    expect((await del(others[0]!.browser, teamUrl(team.id))).statusCode).toBe(403);
    for (const res of [
      await patch(stranger.browser, teamUrl(team.id), { name: 'Mine' }),
      await del(stranger.browser, teamUrl(team.id)),
      await stranger.browser.post(switchUrl(team.id), {}),
      await del(stranger.browser, teamUrl(2_000_000_000)),
    ]) {
      expect([res.statusCode, res.json().errors[0].code]).toEqual([404, 'not_found']);
    }
    expect(await teamRow(ctx.app, team.id)).toMatchObject({ name: team.name });
  });

  it('deletes for an admin: 204, gone for every member, who fall back to their own family', async () => {
    const { team, owner, others } = await family(ctx.app);
    const member = others[0]!;
    await member.browser.post(switchUrl(team.id), {});
    expect((await teamsOf(member.browser))[0]!.id).toBe(team.id);
    const res = await del(owner.browser, teamUrl(team.id));
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await teamRow(ctx.app, team.id)).toBeUndefined();
    expect((await teamsOf(member.browser)).map((t) => t.id)).not.toContain(team.id);
    expect(await teamsOf(member.browser)).toHaveLength(1);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.currentTeamId).toBeNull();
  });

  it('refuses to delete while a superuser impersonates the user (403), deleting nothing', async () => {
    const { user, browser } = await person(ctx.app);
    const superuser = await ctx.app.users.create({ email: uniqueEmail('root'), isSuperuser: true });
    const team = await currentTeam(browser);
    await ctx.app.db
      .update(sessions)
      .set({ impersonatorId: superuser.id, impersonationEndsAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await del(browser, teamUrl(team.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Not allowed while impersonating a user.', code: 'impersonating' }],
    });
    expect(await teamRow(ctx.app, team.id)).toBeDefined();
  });
});

describe('POST /teams/api/teams/{id}/switch/ (spec 001 §2 Switch Team)', () => {
  it('refuses signed out (401) and without CSRF (403)', async () => {
    const { browser } = await person(ctx.app);
    const team = await currentTeam(browser);
    const visitor = new Browser(ctx.app);
    expect((await visitor.post(switchUrl(team.id), {})).statusCode).toBe(401);
    expect((await browser.post(switchUrl(team.id), {}, { csrf: false })).statusCode).toBe(403);
    expect((await browser.post('/teams/api/teams/0/switch/', {})).statusCode).toBe(400);
  });
});
