import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { passwordResetKeys } from '../../../src/modules/auth/schema.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp({
  PUBLIC_URL: 'http://lifeguard.test:8000',
  PASSWORD_REQUEST_RATE_LIMIT: '1000',
  LOGIN_RATE_LIMIT: '1000',
});
const BASE = '/_allauth/browser/v1/auth/password';
const invalidKey = {
  status: 400,
  errors: [
    {
      message: 'The password reset token was invalid.',
      code: 'invalid_password_reset',
      param: 'key',
    },
  ],
};

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

async function requestReset(email: string) {
  const browser = new Browser(ctx.app);
  await browser.get('/_allauth/browser/v1/auth/session');
  const res = await browser.post(`${BASE}/request`, { email });
  await ctx.app.mailer.drain();
  return res;
}

/** The reset key from the newest mail to `email`, read as the e2e tests do. */
function keyFromMail(email: string): string {
  const dir = join(ctx.dataDir, 'mail');
  const file = readdirSync(dir)
    .filter((f) => f.includes(email))
    .sort()
    .pop();
  if (!file) throw new Error(`no mail to ${email}`);
  const raw = readFileSync(join(dir, file), 'utf8');
  const match = raw.match(/http:\/\/lifeguard\.test:8000\/app\/account\/reset-password\/([\w-]+)\r?\n/);
  if (!match?.[1]) throw new Error(`no link in ${file}`);
  return match[1];
}

async function userWithKey() {
  const email = uniqueEmail();
  await ctx.app.users.create({ email, password: 'Old-password-1' });
  await requestReset(email);
  return { email, key: keyFromMail(email) };
}

describe('POST /auth/password/request', () => {
  it('answers the same 200 for known and unknown emails; mails only known ones', async () => {
    const { email } = await userWithKey();
    const ghost = uniqueEmail('ghost');
    const res = await requestReset(ghost);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    const files = readdirSync(join(ctx.dataDir, 'mail'));
    expect(files.some((f) => f.includes(ghost))).toBe(false);
    const mail = readFileSync(
      join(
        ctx.dataDir,
        'mail',
        files.find((f) => f.includes(email))!,
      ),
      'utf8',
    );
    expect(mail).toContain('Subject: Reset your Lifeguard password');
    expect(mail).toContain(`To: ${email}`);
  });

  it('rejects a malformed email in allauth shape', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'invalid', param: 'email' });
  });
});

describe('GET /auth/password/reset', () => {
  it('answers the user of a valid key', async () => {
    const { email, key } = await userWithKey();
    const res = await new Browser(ctx.app).get(`${BASE}/reset`, { 'x-password-reset-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { user: { email } } });
  });

  it('answers invalid_password_reset for an unknown, missing or expired key', async () => {
    const browser = new Browser(ctx.app);
    expect((await browser.get(`${BASE}/reset`, { 'x-password-reset-key': 'bogus' })).json()).toEqual(
      invalidKey,
    );
    expect((await browser.get(`${BASE}/reset`)).statusCode).toBe(400);
    const { key } = await userWithKey();
    await ctx.app.db
      .update(passwordResetKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetKeys.keyHash, hashOf(key)));
    const expired = await browser.get(`${BASE}/reset`, { 'x-password-reset-key': key });
    expect(expired.json()).toEqual(invalidKey);
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the password, answers 401 with flows, and the key cannot be reused', async () => {
    const { email, key } = await userWithKey();
    const signedIn = new Browser(ctx.app);
    await signedIn.login(email, 'Old-password-1');
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const res = await browser.post(`${BASE}/reset`, { key, password: 'New-password-2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 401,
      data: { flows: expect.any(Array) },
      meta: { is_authenticated: false },
    });
    expect((await new Browser(ctx.app).login(email, 'New-password-2')).statusCode).toBe(200);
    expect((await new Browser(ctx.app).login(email, 'Old-password-1')).statusCode).toBe(400);
    expect((await signedIn.get('/users/api/user/detail/')).statusCode).toBe(401);
    const again = await browser.post(`${BASE}/reset`, { key, password: 'Third-password-3' });
    expect(again.json()).toEqual(invalidKey);
  });

  it('invalidates every outstanding key of the user on use', async () => {
    const { email, key: first } = await userWithKey();
    await requestReset(email);
    const second = keyFromMail(email);
    expect(second).not.toBe(first);
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    expect(
      (await browser.post(`${BASE}/reset`, { key: second, password: 'New-password-2' })).statusCode,
    ).toBe(401);
    expect((await browser.post(`${BASE}/reset`, { key: first, password: 'New-password-3' })).json()).toEqual(
      invalidKey,
    );
    const rows = await ctx.app.db.select().from(passwordResetKeys);
    expect(rows.filter((r) => [hashOf(first), hashOf(second)].includes(r.keyHash))).toEqual([]);
  });

  it('rejects a short password, then the key once expired', async () => {
    const { key } = await userWithKey();
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const short = await browser.post(`${BASE}/reset`, { key, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      status: 400,
      errors: [
        {
          message: 'This password is too short. It must contain at least 8 characters.',
          code: 'password_too_short',
          param: 'password',
        },
      ],
    });
    await ctx.app.db
      .update(passwordResetKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetKeys.keyHash, hashOf(key)));
    const expired = await browser.post(`${BASE}/reset`, { key, password: 'Long-enough-1' });
    expect(expired.json()).toEqual(invalidKey);
  });
});
