import { DEMO_ACCOUNT, DEMO_FAMILY } from '../../../src/modules/demo/family.js';
import { seedDemo } from '../../../src/modules/demo/seed.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { overviewUrl, teamsOf } from './teams-helpers.js';

const ctx = useTestApp();

describe('the demo family (npm run seed:demo, issue 13)', () => {
  it('has a named family with a relative, her counts in the overview, and a pending invitation', async () => {
    expect(await seedDemo(ctx.app)).toBe(true);
    const sam = (await ctx.app.users.findByEmail(DEMO_ACCOUNT.email))!;
    const browser = new Browser(ctx.app);
    await signInDirectly(ctx.app, browser, sam.id);
    const [team, ...others] = await teamsOf(browser);
    expect(others).toEqual([]);
    expect(team).toMatchObject({ name: DEMO_FAMILY.name, is_admin: true });
    expect(team!.members.map((m) => [m.display_name, m.role])).toEqual([
      ['Sam Rivera', 'admin'],
      ['Maria Rivera', 'member'],
    ]);
    expect(team!.invitations).toEqual([
      expect.objectContaining({
        email: 'alex.rivera@lifeguard.local',
        status: 'pending',
        invited_by: 'Sam Rivera',
      }),
    ]);
    const overview = (await browser.get(overviewUrl(team!.slug))).json().results;
    expect(overview[1]).toMatchObject({
      display_name: 'Maria Rivera',
      protection_score: 25,
      open_high_threats: 1,
    });

    // The relative cannot sign in: she has no password.
    const maria = (await ctx.app.users.findByEmail('maria.rivera@lifeguard.local'))!;
    expect(maria.password).toBeNull();
    // Seeding again changes nothing.
    expect(await seedDemo(ctx.app)).toBe(false);
  });
});
