import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../src/modules/users/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import { DETAIL, signedInWithPassword } from './account-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

const patch = (browser: Awaited<ReturnType<typeof signedInWithPassword>>['browser'], payload: unknown) =>
  browser.request({ method: 'PATCH', url: DETAIL, payload: payload as object });

const namesOf = async (userId: number) => {
  const [row] = await ctx.app.db
    .select({ first: users.firstName, middle: users.middleName, last: users.lastName, suffix: users.suffix })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe('PATCH /users/api/user/detail/', () => {
  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { browser } = await signedInWithPassword(ctx.app);
    await expectRefusalOrder(ctx.app, browser, { method: 'PATCH', url: DETAIL, badBody: { first_name: 7 } });
  });

  it('saves the names given, keeps the others, and answers the user as GET does', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const res = await patch(browser, { middle_name: 'Augusta', suffix: 'Jr.' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      user: {
        id: user.id,
        first_name: 'Ada',
        middle_name: 'Augusta',
        last_name: 'Lovelace',
        suffix: 'Jr.',
        display_name: 'Ada Lovelace',
        full_name: 'Ada Augusta Lovelace Jr.',
      },
    });
    expect((await browser.get(DETAIL)).json()).toEqual(body);

    const renamed = await patch(browser, { first_name: 'Augusta Ada', last_name: 'King' });
    expect(renamed.json().user).toMatchObject({ display_name: 'Augusta Ada King', initials: 'AAK' });
    expect(await namesOf(user.id)).toEqual({
      first: 'Augusta Ada',
      middle: 'Augusta',
      last: 'King',
      suffix: 'Jr.',
    });
  });

  it('answers the impersonation as GET does while a superuser acts as the user', async () => {
    const superuser = await ctx.app.users.create({ email: 'root.profile@example.com', isSuperuser: true });
    const { user, browser } = await signedInWithPassword(ctx.app);
    await ctx.app.db
      .update(sessions)
      .set({ impersonatorId: superuser.id, impersonationEndsAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await patch(browser, { suffix: 'III' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.impersonation).toMatchObject({ impersonator_email: 'root.profile@example.com' });
    expect(res.json()).toEqual((await browser.get(DETAIL)).json());
  });

  it('accepts an empty name (clearing it) and names of exactly the longest length', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const longest = 'x'.repeat(150);
    expect((await patch(browser, { suffix: '', last_name: longest })).statusCode).toBe(200);
    expect(await namesOf(user.id)).toMatchObject({ last: longest, suffix: '' });
  });

  it('drops unknown fields (as every body does) and saves the names beside them', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const res = await patch(browser, { first_name: 'Grace', email: 'evil@example.com', is_superuser: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Grace', email: user.email, is_superuser: false });
  });

  it.each([
    ['an empty body', {}],
    ['only unknown fields', { email: 'evil@example.com', is_superuser: true }],
    ['a NUL character', { first_name: 'Gr\u0000ace' }],
    ['a newline', { last_name: 'Hop\nper' }],
    ['a name over 150 characters', { last_name: 'x'.repeat(151) }],
    ['a number', { first_name: 42 }],
    ['null', { suffix: null }],
    ['a JSON array', ['first_name']],
  ])('answers 400 in our error shape for %s, changing nothing', async (_case, payload) => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const before = await ctx.app.users.findById(user.id);
    const res = await patch(browser, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'invalid', message: expect.any(String) }],
    });
    expect(await ctx.app.users.findById(user.id)).toEqual(before);
  });
});
