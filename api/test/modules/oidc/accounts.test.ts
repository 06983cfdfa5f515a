import { randomUUID } from 'node:crypto';
import { createSocialAccounts } from '../../../src/modules/oidc/accounts.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();
const accounts = () => createSocialAccounts(ctx.app.db, ctx.app.users);
/** As for Google, whose verified emails we trust. */
const trusted = { linkByEmail: true };

describe('social accounts: whom a provider identity signs in as (spec 000 §4)', () => {
  it('refuses an identity without a verified email when nothing is linked, creating nobody', async () => {
    const email = uniqueEmail();
    for (const claims of [
      { email, email_verified: false },
      { email, email_verified: 'true' },
      { email },
      { email_verified: true },
      { email: '  ', email_verified: true },
    ]) {
      expect(await accounts().userFor('google', { sub: randomUUID(), ...claims }, trusted)).toBeNull();
    }
    expect(await ctx.app.users.findByEmail(email)).toBeNull();
  });

  it('never links an unverified email to the user who has it', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const sub = randomUUID();
    expect(await accounts().userFor('google', { sub, email, email_verified: false }, trusted)).toBeNull();
    const later = await accounts().userFor('google', { sub, email, email_verified: true }, trusted);
    expect(later?.email).toBe(email);
  });

  it('links an existing user with the same verified email only when the provider is trusted', async () => {
    const email = uniqueEmail();
    const existing = await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const claims = { sub: randomUUID(), email, email_verified: true };
    expect(await accounts().userFor('google', claims, { linkByEmail: false })).toBeNull();
    expect((await accounts().userFor('google', claims, trusted))?.id).toBe(existing.id);
  });

  it('signs a linked identity in whatever its email says now, and keeps the latest claims', async () => {
    const sub = randomUUID();
    const email = uniqueEmail();
    const created = await accounts().userFor(
      'google',
      {
        sub,
        email,
        email_verified: true,
        given_name: ` ${'x'.repeat(200)} `,
      },
      trusted,
    );
    expect(created).toMatchObject({ email, firstName: 'x'.repeat(150), lastName: '', password: null });
    const again = await accounts().userFor(
      'google',
      { sub, email_verified: false, picture: 'p.png' },
      trusted,
    );
    expect(again?.id).toBe(created?.id);
    expect(await accounts().userFor('other', { sub, email_verified: false }, trusted)).toBeNull();
  });
});
