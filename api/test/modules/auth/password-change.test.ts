import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const CHANGE = '/_allauth/browser/v1/account/password/change';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function signedIn(password: string | null = 'Old-password-1') {
  const email = uniqueEmail();
  const user = await ctx.app.users.create({ email, password });
  const browser = new Browser(ctx.app);
  if (password) await browser.login(email, password);
  else await signInDirectly(ctx.app, browser, user.id);
  return { email, browser };
}

describe('POST /account/password/change', () => {
  it('answers 401 with flows when signed out', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const res = await browser.post(CHANGE, {
      current_password: 'x',
      new_password: 'New-password-2',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { browser } = await signedIn();
    const badBody = { new_password: 'x'.repeat(4097) };
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: CHANGE, badBody });
  });

  it('requires the right current password', async () => {
    const { browser } = await signedIn();
    for (const body of [
      { new_password: 'New-password-2' },
      { current_password: 'nope', new_password: 'New-password-2' },
    ]) {
      const res = await browser.post(CHANGE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [
          {
            message: 'Please type your current password.',
            code: 'enter_current_password',
            param: 'current_password',
          },
        ],
      });
    }
  });

  it('rejects a short new password', async () => {
    const { browser } = await signedIn();
    const res = await browser.post(CHANGE, {
      current_password: 'Old-password-1',
      new_password: 'short',
    });
    expect(res.json().errors[0]).toMatchObject({
      code: 'password_too_short',
      param: 'new_password',
    });
  });

  it('changes the password, keeps this browser signed in and ends the other sessions', async () => {
    const { email, browser } = await signedIn();
    const other = new Browser(ctx.app);
    await other.login(email, 'Old-password-1');
    const res = await browser.post(CHANGE, {
      current_password: 'Old-password-1',
      new_password: 'New-password-2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      meta: { is_authenticated: true },
      data: { user: { email } },
    });
    expect((await browser.get('/users/api/user/detail/')).statusCode).toBe(200);
    expect((await other.get('/users/api/user/detail/')).statusCode).toBe(401);
    expect((await new Browser(ctx.app).login(email, 'New-password-2')).statusCode).toBe(200);
  });

  it('rotates the session id: a new cookie works, the old one and its row are gone (issue 15 §6)', async () => {
    const { email, browser } = await signedIn();
    const oldToken = browser.cookies.get('sessionid') ?? '';
    const stale = new Browser(ctx.app);
    stale.cookies.set('sessionid', oldToken);
    const res = await browser.post(CHANGE, {
      current_password: 'Old-password-1',
      new_password: 'New-password-2',
    });
    expect(res.statusCode).toBe(200);
    const newToken = browser.cookies.get('sessionid') ?? '';
    expect(newToken).toMatch(/^[\w-]{43}$/);
    expect(newToken).not.toBe(oldToken);
    expect(res.cookies.find((c) => c.name === 'sessionid' && c.value === newToken)).toMatchObject({
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
    });
    expect((await stale.get('/users/api/user/detail/')).statusCode).toBe(401);
    const detail = await browser.get('/users/api/user/detail/');
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ user: { email } });
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    const rows = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.id)).toEqual([sha256(newToken)]);
  });

  it('does not ask for a current password when the user has none', async () => {
    const { browser } = await signedIn(null);
    const res = await browser.post(CHANGE, { new_password: 'New-password-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.has_usable_password).toBe(true);
  });
});
