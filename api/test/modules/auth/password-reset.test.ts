import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
  // The mail is made after the answer (issue 15 §7): wait for the queue, then the mailer.
  await ctx.app.auth.settled();
  await ctx.app.mailer.drain();
  return res;
}

/** Mail files written for `email` so far. */
const mailsTo = (email: string) => {
  const dir = join(ctx.dataDir, 'mail');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(email)) : [];
};

/** Resolves once a mail to `email` is written; polls the folder, never a fixed delay. */
async function mailArrives(email: string): Promise<string> {
  for (;;) {
    const [file] = mailsTo(email);
    if (file) return readFileSync(join(ctx.dataDir, 'mail', file), 'utf8');
    await new Promise((resolve) => setImmediate(resolve));
  }
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

  it('answers known and unknown emails alike, before any lookup, and the mail still arrives', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Old-password-1' });
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const known = await browser.post(`${BASE}/request`, { email });
    const unknown = await browser.post(`${BASE}/request`, { email: uniqueEmail('ghost') });
    const shape = (res: typeof known) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.statusCode, headers, body: res.body };
    };
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.json()).toEqual({ status: 200 });
    const mail = await mailArrives(email);
    expect(mail).toMatch(/\r\nhttp:\/\/lifeguard\.test:8000\/app\/account\/reset-password\/[\w-]{32}\r\n/);
  });

  it('does the lookup off the request path; its failure is logged without the address', async () => {
    const email = uniqueEmail('failing');
    const { users, log } = ctx.app;
    const [findByEmail, error] = [users.findByEmail, log.error];
    const looked: string[] = [];
    const logged: unknown[] = [];
    // On the request path, this failing lookup would have made the answer a 500.
    users.findByEmail = async (address) => {
      looked.push(address);
      throw Object.assign(new Error(`Failed query: select ... params: ${address}`), {
        cause: { code: '57P01' },
      });
    };
    log.error = ((...args: unknown[]) => void logged.push(args)) as typeof log.error;
    try {
      const browser = new Browser(ctx.app);
      await browser.get('/_allauth/browser/v1/auth/session');
      const res = await browser.post(`${BASE}/request`, { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200 });
      await ctx.app.auth.settled();
      expect(looked).toEqual([email]);
      expect(logged).toEqual([[{ errorType: 'Error', errorCode: '57P01' }, 'password reset request failed']]);
    } finally {
      users.findByEmail = findByEmail;
      log.error = error;
    }
  });

  it('refuses a foreign Host with 400 disallowed_host and mails nothing (issue 15 §1)', async () => {
    const email = uniqueEmail('victim');
    await ctx.app.users.create({ email, password: 'Old-password-1' });
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    for (const host of ['evil.example', 'evil.example:8000', 'lifeguard.test.evil.example']) {
      const res = await browser.request({
        method: 'POST',
        url: `${BASE}/request`,
        payload: { email },
        headers: { host },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [{ message: 'Invalid Host header.', code: 'disallowed_host' }],
      });
    }
    await ctx.app.auth.settled();
    await ctx.app.mailer.drain();
    expect(mailsTo(email)).toEqual([]);
  });

  it('mails a link on the configured origin whatever allowed Host the request names', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Old-password-1' });
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const res = await browser.request({
      method: 'POST',
      url: `${BASE}/request`,
      payload: { email },
      headers: { host: '127.0.0.1:9999' },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailArrives(email)).toContain('http://lifeguard.test:8000/app/account/reset-password/');
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
