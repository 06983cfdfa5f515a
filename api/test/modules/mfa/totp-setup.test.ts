import { and, eq } from 'drizzle-orm';
import { authenticators, totpSetups } from '../../../src/modules/mfa/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  allauth,
  AUTHENTICATE,
  AUTHENTICATORS,
  codeAt,
  freezeClock,
  MFA_REAUTHENTICATE,
  RECOVERY_CODES,
  REAUTHENTICATE,
  SESSION,
  signedInUser,
  TOTP_PATH,
  userWithTotp,
  wrongCode,
} from './mfa-helpers.js';

freezeClock();
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', MFA_RATE_LIMIT: '1000' });

const rowsOf = (userId: number) =>
  ctx.app.db.select().from(authenticators).where(eq(authenticators.userId, userId));

describe('setting up an authenticator app (issue 16 §6)', () => {
  it('offers a secret, refuses a wrong code, then activates with a right one and makes recovery codes', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    expect((await allauth(browser, 'GET', AUTHENTICATORS)).json()).toEqual({ status: 200, data: [] });

    const offered = await allauth(browser, 'GET', TOTP_PATH);
    expect(offered.statusCode).toBe(404);
    expect(offered.headers['cache-control']).toContain('no-store');
    const { secret, totp_url } = offered.json().meta;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totp_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Lifeguard:${user.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'Lifeguard',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // A reload keeps the QR code: the same secret for the session.
    expect((await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret).toBe(secret);

    const wrong = await allauth(browser, 'POST', TOTP_PATH, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 400,
      errors: [{ message: 'Incorrect code.', code: 'incorrect_code', param: 'code' }],
    });
    expect((await allauth(browser, 'GET', AUTHENTICATORS)).json().data).toEqual([]);

    const activated = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret) });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({
      status: 200,
      data: { type: 'totp', created_at: expect.any(Number), last_used_at: null },
      meta: { recovery_codes_generated: true },
    });

    const status = await allauth(browser, 'GET', TOTP_PATH);
    expect(status.statusCode).toBe(200);
    expect(status.json().data.type).toBe('totp');
    const list = await allauth(browser, 'GET', AUTHENTICATORS);
    expect(list.json().data).toEqual([
      expect.objectContaining({ type: 'recovery_codes', total_code_count: 10, unused_code_count: 10 }),
      expect.objectContaining({ type: 'totp' }),
    ]);
    const codes = await allauth(browser, 'GET', RECOVERY_CODES);
    expect(codes.headers['cache-control']).toContain('no-store');
    expect(codes.json().data.unused_codes).toHaveLength(10);
    for (const code of codes.json().data.unused_codes) expect(code).toMatch(/^[a-z2-9]{8}$/);
  });

  it('does not accept the activation code again (replay within its window)', async () => {
    const { browser, secret } = await userWithTotp(ctx.app);
    // userWithTotp activated with the code of step -1.
    const replayed = await allauth(browser, 'POST', MFA_REAUTHENTICATE, { code: codeAt(secret, -1) });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors[0].code).toBe('incorrect_code');
  });

  it('answers 409 when the app is already active, and forgets the setup secret', async () => {
    const { user, browser, secret } = await userWithTotp(ctx.app);
    const again = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409 });
    expect((await allauth(browser, 'GET', TOTP_PATH)).statusCode).toBe(200);
    const types = (await rowsOf(user.id)).map((r) => r.type).sort();
    expect(types).toEqual(['recovery_codes', 'totp']);
    const sessionIds = (await ctx.app.sessions.listFor(user.id)).map((s) => s.id);
    const setups = await ctx.app.db.select().from(totpSetups);
    expect(setups.filter((s) => sessionIds.includes(s.sessionId))).toEqual([]);
  });

  it('refuses activation without a secret offered to this session', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await allauth(browser, 'POST', TOTP_PATH, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('incorrect_code');
  });

  it('answers 400 for a body of another shape, changing nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    for (const payload of [{}, { code: 123456 }, { code: '' }, { code: '123456', extra: 1 }]) {
      const res = await allauth(browser, 'POST', TOTP_PATH, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await allauth(browser, 'GET', AUTHENTICATORS)).json().data).toEqual([]);
  });
});

describe('secrets at rest', () => {
  it('keeps neither the secret nor the recovery codes readable in the database', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
    const setups = await ctx.app.db.select().from(totpSetups);
    expect(setups.length).toBeGreaterThan(0);
    for (const row of setups) expect(row.secret).not.toContain(secret);

    await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret, -1) });
    const codes = (await allauth(browser, 'GET', RECOVERY_CODES)).json().data.unused_codes as string[];
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.data.split('.')).toHaveLength(5); // a compact JWE
      expect(row.data).not.toContain(secret);
      for (const code of codes) expect(row.data).not.toContain(code);
    }
  });

  it("does not open a user's sealed secret copied into another user's row", async () => {
    const owner = await userWithTotp(ctx.app);
    const other = await userWithTotp(ctx.app);
    const ownerTotp = (await rowsOf(owner.user.id)).find((r) => r.type === 'totp')!;
    await ctx.app.db
      .update(authenticators)
      .set({ data: ownerTotp.data })
      .where(and(eq(authenticators.userId, other.user.id), eq(authenticators.type, 'totp')));
    await expect(ctx.app.mfa.authenticate(other.user.id, codeAt(owner.secret, 1))).rejects.toThrow();
  });
});

describe('signed out', () => {
  it('answers 401 with the sign-in flows on every MFA route', async () => {
    const browser = new Browser(ctx.app);
    await browser.get(SESSION);
    const calls: [string, string, object?][] = [
      ['GET', AUTHENTICATORS],
      ['GET', TOTP_PATH],
      ['POST', TOTP_PATH, { code: '123456' }],
      ['DELETE', TOTP_PATH],
      ['GET', RECOVERY_CODES],
      ['POST', RECOVERY_CODES],
      ['POST', MFA_REAUTHENTICATE, { code: '123456' }],
      ['POST', REAUTHENTICATE, { password: 'x' }],
      ['POST', AUTHENTICATE, { code: '123456' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await browser.request({ method: method as 'GET', url, payload });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
      expect(res.json()).toEqual({
        status: 401,
        data: {
          flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: ['google'] }],
        },
        meta: { is_authenticated: false },
      });
    }
    // Where allauth's file documents a signed-out 401, the answer keeps its contract.
    await allauth(browser, 'GET', AUTHENTICATORS);
    await allauth(browser, 'POST', AUTHENTICATE, { code: '123456' });
  });
});
