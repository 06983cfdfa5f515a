import { eq } from 'drizzle-orm';
import { memberships, teams } from '../../../src/modules/teams/schema.js';
import { slugBase } from '../../../src/modules/teams/slugs.js';
import { createUsersService } from '../../../src/modules/users/service.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { currentTeam, person, teamsOf } from './teams-helpers.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000', PUBLIC_URL: 'http://lifeguard.test:8000' });

/** The families the user belongs to, as stored. */
const familiesOf = (userId: number) =>
  ctx.app.db
    .select({ name: teams.name, slug: teams.slug, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId));

describe('the personal family of every account (issue 13)', () => {
  it('app.users.create gives the user "<first name>\'s family", as its admin', async () => {
    const user = await ctx.app.users.create({
      email: uniqueEmail('ada'),
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const [family, ...more] = await familiesOf(user.id);
    expect(more).toEqual([]);
    expect(family).toEqual({
      name: "Ada's family",
      slug: expect.stringMatching(/^adas-family(-\d+)?$/),
      role: 'admin',
    });
  });

  it('names it after the email without a first name (createuser, registration step 1)', async () => {
    const email = `grace.hopper.${process.pid}@example.com`;
    // `npm run createuser` builds the users service on the database itself.
    const user = await createUsersService(ctx.app.db).create({ email, password: 'Secret-password-1' });
    expect(await familiesOf(user.id)).toEqual([
      {
        name: `grace.hopper.${process.pid}'s family`,
        slug: `grace-hopper-${process.pid}s-family`,
        role: 'admin',
      },
    ]);
  });

  it('makes unique slugs from equal names and keeps them', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await ctx.app.users.create({ email: uniqueEmail('zoe'), firstName: 'Zoë' });
      slugs.push((await familiesOf(user.id))[0]!.slug);
    }
    expect(new Set(slugs).size).toBe(3);
    expect(slugs[0]).toMatch(/^zoes-family(-\d+)?$/);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('makes slugs of lowercase ASCII letters, digits and dashes', () => {
    expect(slugBase("Ada's family")).toBe('adas-family');
    expect(slugBase('  Zoë & Co — the Smiths!  ')).toBe('zoe-co-the-smiths');
    expect(slugBase('🙂🙂')).toBe('family');
    expect(slugBase('x'.repeat(200))).toHaveLength(60);
  });

  it('creates no user and no family when the email is taken', async () => {
    const email = uniqueEmail('taken');
    await ctx.app.users.create({ email });
    const before = (await ctx.app.db.select().from(teams)).length;
    await expect(ctx.app.users.create({ email: email.toUpperCase() })).rejects.toThrow('is taken');
    expect((await ctx.app.db.select().from(teams)).length).toBe(before);
  });

  it('registration: step 1 makes the family from the email, step 2 renames it after the first name', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const email = uniqueEmail('reg');
    expect((await browser.post('/users/api/register/email/', { email })).statusCode).toBe(200);
    const first = await currentTeam(browser);
    expect(first).toMatchObject({ name: `${email.split('@')[0]}'s family`, is_admin: true });

    const res = await browser.post('/users/api/register/personal-info/', {
      first_name: 'Ada',
      last_name: 'L',
    });
    expect(res.statusCode).toBe(200);
    const renamed = await currentTeam(browser);
    expect(renamed).toMatchObject({ id: first.id, name: "Ada's family", slug: first.slug });
    expect(renamed.members).toEqual([
      expect.objectContaining({ email, display_name: 'Ada L', role: 'admin' }),
    ]);
  });

  it('keeps a name the user chose when the names change later', async () => {
    const { user, browser } = await person(ctx.app);
    const team = await currentTeam(browser);
    const res = await browser.request({
      method: 'PATCH',
      url: `/teams/api/teams/${team.id}/`,
      payload: { name: 'The Hoppers' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.users.updateProfile(user.id, {
      firstName: 'Grace',
      lastName: 'Hopper',
      middleName: '',
      suffix: '',
    });
    expect((await teamsOf(browser)).map((t) => t.name)).toEqual(['The Hoppers']);
  });

  it('renames only the personal family, not another family still named alike', async () => {
    const { user, browser } = await person(ctx.app);
    const defaultName = `${user.email.split('@')[0]}'s family`;
    const created = await browser.post('/teams/api/teams/', { name: defaultName });
    expect(created.statusCode).toBe(201);
    await ctx.app.users.updateProfile(user.id, {
      firstName: 'Ada',
      lastName: '',
      middleName: '',
      suffix: '',
    });
    const names = (await teamsOf(browser)).map((t) => t.name).sort();
    expect(names).toEqual(["Ada's family", defaultName].sort());
  });
});
