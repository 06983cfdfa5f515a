import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { LOCKOUT_FAILURES, LOCKOUT_MS } from '../../../src/modules/mfa/lockout.js';
import { mfaLockouts } from '../../../src/modules/mfa/schema.js';
import { useTestApp } from '../../helpers/app.js';
import {
  AUTHENTICATE,
  codeAt,
  freezeClock,
  MFA_REAUTHENTICATE,
  NOW,
  pendingLogin,
  userWithTotp,
  wrongCode,
} from './mfa-helpers.js';

freezeClock();
// Calls go through browser.post, not mfa-helpers' allauth(): allauth's file documents no 429.
// The per-minute throttle stays (attempts.ts); raised here so that the lockout is what answers.
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', MFA_RATE_LIMIT: '1000' });

const LOCKED = {
  status: 429,
  errors: [
    {
      message:
        'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes; we have emailed you about it.',
      code: 'mfa_locked_out',
    },
  ],
};

/** The notices of a lock mailed to `email` so far (the outbox's files). */
async function lockMailsTo(email: string) {
  await ctx.app.mailer.drain();
  const dir = join(ctx.dataDir, 'mail');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(email)) : [];
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((mail) => mail.includes('two-factor sign-in is locked for 15 minutes'));
}

describe('second-factor lockout (issue 30 item 6, F7)', () => {
  it(`locks after ${LOCKOUT_FAILURES} failed codes, refusing a right one, and mails the user once`, async () => {
    const { user, secret } = await userWithTotp(ctx.app);
    const browser = await pendingLogin(ctx.app, user.email);
    for (let i = 1; i < LOCKOUT_FAILURES; i++) {
      expect((await browser.post(AUTHENTICATE, { code: wrongCode(secret) })).statusCode).toBe(400);
    }
    expect(await lockMailsTo(user.email)).toHaveLength(0);

    const tenth = await browser.post(AUTHENTICATE, { code: 'wrong-recovery' });
    expect([tenth.statusCode, tenth.json()]).toEqual([429, LOCKED]);
    const right = await browser.post(AUTHENTICATE, { code: codeAt(secret) });
    expect([right.statusCode, right.json()]).toEqual([429, LOCKED]);
    expect((await browser.get('/_allauth/browser/v1/auth/session')).statusCode).toBe(401);

    const [mail, ...more] = await lockMailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain(`${ctx.app.publicOrigin()}/accounts/password/change/`);

    // The lock is the user's: a new login waits on the same lock.
    const again = await pendingLogin(ctx.app, user.email);
    expect((await again.post(AUTHENTICATE, { code: codeAt(secret) })).statusCode).toBe(429);
  });

  it('ends after 15 minutes, and a right code then signs in and clears the count', async () => {
    const { user, secret } = await userWithTotp(ctx.app);
    const browser = await pendingLogin(ctx.app, user.email);
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      await browser.post(AUTHENTICATE, { code: wrongCode(secret) });
    }
    const [row] = await ctx.app.db.select().from(mfaLockouts).where(eq(mfaLockouts.userId, user.id));
    expect(row?.lockedUntil?.getTime()).toBe(NOW + LOCKOUT_MS);

    await ctx.app.db
      .update(mfaLockouts)
      .set({ lockedUntil: new Date(NOW - 1) })
      .where(eq(mfaLockouts.userId, user.id));
    const res = await browser.post(AUTHENTICATE, { code: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.$count(mfaLockouts, eq(mfaLockouts.userId, user.id))).toBe(0);
  });

  it('counts failures in a row only: a right code in between starts over', async () => {
    const { user, secret } = await userWithTotp(ctx.app);
    const browser = await pendingLogin(ctx.app, user.email);
    for (let i = 1; i < LOCKOUT_FAILURES; i++) {
      await browser.post(AUTHENTICATE, { code: wrongCode(secret) });
    }
    expect((await browser.post(AUTHENTICATE, { code: codeAt(secret, 1) })).statusCode).toBe(200);
    const next = await pendingLogin(ctx.app, user.email);
    const res = await next.post(AUTHENTICATE, { code: wrongCode(secret) });
    expect(res.statusCode).toBe(400);
  });

  it('counts and refuses second-factor reauthentication the same way', async () => {
    const { user, browser, secret } = await userWithTotp(ctx.app);
    for (let i = 1; i < LOCKOUT_FAILURES; i++) {
      expect((await browser.post(MFA_REAUTHENTICATE, { code: wrongCode(secret) })).statusCode).toBe(400);
    }
    const last = await browser.post(MFA_REAUTHENTICATE, { code: wrongCode(secret) });
    expect([last.statusCode, last.json()]).toEqual([429, LOCKED]);
    const pending = await pendingLogin(ctx.app, user.email);
    expect((await pending.post(AUTHENTICATE, { code: codeAt(secret) })).statusCode).toBe(429);
  });
});
