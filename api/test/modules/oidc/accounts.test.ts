import { randomUUID } from 'node:crypto';
import { createEmailAddressesRepository } from '../../../src/modules/email-addresses/repository.js';
import { createSocialAccounts } from '../../../src/modules/oidc/accounts.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();
const accounts = () => createSocialAccounts(ctx.app.db, ctx.app.users);
/** As for Google, whose verified emails we trust. */
const trusted = { linkByEmail: true };
const PASSWORD = 'Correct-horse-1';
const denied = { refusal: 'denied' };
const emailTaken = { refusal: 'email_taken' };
const userIdOf = (match: Awaited<ReturnType<ReturnType<typeof accounts>['userFor']>>) =>
  'user' in match ? match.user.id : match.refusal;

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
      expect(await accounts().userFor('google', { sub: randomUUID(), ...claims }, trusted)).toEqual(denied);
    }
    expect(await ctx.app.users.findByEmail(email)).toBeNull();
  });

  // issue 30 F3: a sign-up needs no verification, so anyone can pre-create the account of an
  // address they do not own and keep its password; Google must not hand its owner to it.
  it('never joins an account whose address is unverified, even for an email Google verified', async () => {
    const email = uniqueEmail('victim');
    const squatter = await ctx.app.users.create({ email, password: PASSWORD });
    const sub = randomUUID();
    const claims = { sub, email: email.toUpperCase(), email_verified: true };
    expect(await accounts().userFor('google', claims, trusted)).toEqual(emailTaken);
    expect(await accounts().userFor('google', { ...claims, email_verified: false }, trusted)).toEqual(
      emailTaken,
    );
    // Nothing changed: not linked (the next sign-in is refused again), the address unverified.
    expect(await accounts().userFor('google', claims, trusted)).toEqual(emailTaken);
    const [address] = await createEmailAddressesRepository(ctx.app.db).listFor(squatter.id);
    expect(address).toMatchObject({ email, verified: false });
  });

  it('joins an account with the same email when both Google and the account verified it', async () => {
    const email = uniqueEmail('owner');
    const existing = await ctx.app.users.create({ email, password: PASSWORD, emailVerified: true });
    const sub = randomUUID();
    expect(userIdOf(await accounts().userFor('google', { sub, email, email_verified: false }, trusted))).toBe(
      'email_taken',
    );
    expect(userIdOf(await accounts().userFor('google', { sub, email, email_verified: true }, trusted))).toBe(
      existing.id,
    );
    // Linked now (allauth's AUTO_CONNECT): signs in by the identity, whatever its email says.
    expect(userIdOf(await accounts().userFor('google', { sub, email_verified: false }, trusted))).toBe(
      existing.id,
    );
  });

  it('joins once the owner verified the address: the escape from email_taken', async () => {
    const email = uniqueEmail('later');
    const existing = await ctx.app.users.create({ email, password: PASSWORD });
    const claims = { sub: randomUUID(), email, email_verified: true };
    expect(await accounts().userFor('google', claims, trusted)).toEqual(emailTaken);
    await createEmailAddressesRepository(ctx.app.db).markVerified(existing.id, email);
    expect(userIdOf(await accounts().userFor('google', claims, trusted))).toBe(existing.id);
  });

  it("refuses another account's secondary address unless verified, and never creates a second holder", async () => {
    const primary = uniqueEmail('primary');
    const secondary = uniqueEmail('secondary');
    const holder = await ctx.app.users.create({ email: primary, password: PASSWORD });
    const repository = createEmailAddressesRepository(ctx.app.db);
    await repository.insertUpTo(holder.id, secondary, 5);
    const claims = { sub: randomUUID(), email: secondary, email_verified: true };
    expect(await accounts().userFor('google', claims, trusted)).toEqual(emailTaken);
    await repository.markVerified(holder.id, secondary);
    expect(userIdOf(await accounts().userFor('google', claims, trusted))).toBe(holder.id);
  });

  it('never joins an existing account for a provider it does not trust, verified or not', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: PASSWORD, emailVerified: true });
    const claims = { sub: randomUUID(), email, email_verified: true };
    expect(await accounts().userFor('google', claims, { linkByEmail: false })).toEqual(emailTaken);
  });

  it('signs a linked identity in whatever its email says now, and keeps the latest claims', async () => {
    const sub = randomUUID();
    const email = uniqueEmail();
    const created = await accounts().userFor(
      'google',
      { sub, email, email_verified: true, given_name: ` ${'x'.repeat(200)} ` },
      trusted,
    );
    expect(created).toEqual({
      user: expect.objectContaining({ email, firstName: 'x'.repeat(150), lastName: '', password: null }),
    });
    const again = await accounts().userFor(
      'google',
      { sub, email_verified: false, picture: 'p.png' },
      trusted,
    );
    expect(userIdOf(again)).toBe(userIdOf(created));
    expect(await accounts().userFor('other', { sub, email_verified: false }, trusted)).toEqual(denied);
  });
});
