import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNT } from '../../../src/modules/demo/family.js';
import { seedDemo } from '../../../src/modules/demo/seed.js';
import { createSocialAccounts } from '../../../src/modules/oidc/accounts.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { addressRows } from './email-helpers.js';

const ctx = useTestApp();
const accounts = () => createSocialAccounts(ctx.app.db, ctx.app.users);
const trusted = { linkByEmail: true };

describe('addresses a provider verified (issue 16 §3)', () => {
  it('gives a user created by Google a verified primary address', async () => {
    const email = uniqueEmail('google');
    const match = await accounts().userFor(
      'google',
      { sub: randomUUID(), email, email_verified: true },
      trusted,
    );
    if (!('user' in match)) throw new Error(`refused: ${match.refusal}`);
    expect(await addressRows(ctx.app, match.user.id)).toEqual([
      expect.objectContaining({ email, primary: true, verified: true }),
    ]);
  });

  // issue 30 F3: linking no longer verifies anything; Google joins only an account that verified it.
  it("leaves an existing account's unverified address unverified: Google does not join it", async () => {
    const email = uniqueEmail('linked');
    const existing = await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const claims = { sub: randomUUID(), email: email.toUpperCase(), email_verified: true };
    expect(await accounts().userFor('google', claims, trusted)).toEqual({ refusal: 'email_taken' });
    expect((await addressRows(ctx.app, existing.id))[0]).toMatchObject({ email, verified: false });
  });

  it('leaves an address unverified for a user created without a provider', async () => {
    const user = await ctx.app.users.create({ email: uniqueEmail('plain'), password: null });
    expect((await addressRows(ctx.app, user.id))[0]).toMatchObject({ primary: true, verified: false });
  });

  it("verifies the demo account's address (npm run seed:demo)", async () => {
    expect(await seedDemo(ctx.app)).toBe(true);
    const demo = await ctx.app.users.findByEmail(DEMO_ACCOUNT.email);
    expect(await addressRows(ctx.app, demo!.id)).toEqual([
      expect.objectContaining({ email: DEMO_ACCOUNT.email, primary: true, verified: true }),
    ]);
  });
});
