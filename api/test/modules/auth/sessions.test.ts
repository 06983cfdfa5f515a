import { eq } from 'drizzle-orm';
import { sessions } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { impersonate, signedIn } from '../admin/admin-helpers.js';
import { ingestStatus, refresh, TOKENS } from '../tokens/token-helpers.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const SESSION = '/_allauth/browser/v1/auth/session';
const LOGIN = '/_allauth/browser/v1/auth/login';
const SESSIONS = '/_allauth/browser/v1/auth/sessions';
const PASSWORD = 'Correct-horse-1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';

type Listed = {
  id: number;
  user_agent: string;
  ip: string;
  created_at: number;
  last_seen_at: number;
  is_current: boolean;
};

/** A new user with {@link PASSWORD}. */
const newUser = () => ctx.app.users.create({ email: uniqueEmail('sessions'), password: PASSWORD });

/** A new browser signed in as `email` with this User-Agent from this address. */
async function signIn(email: string, userAgent = FIREFOX, ip = '127.0.0.1') {
  const browser = new Browser(ctx.app);
  await browser.request({ method: 'GET', url: SESSION, remoteAddress: ip });
  const res = await browser.request({
    method: 'POST',
    url: LOGIN,
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return browser;
}

/** GET /auth/sessions from `browser`, checked against the contract. */
async function listOf(browser: Browser): Promise<Listed[]> {
  const res = await browser.get(SESSIONS);
  expectAllauthAnswer('GET', SESSIONS, res);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Listed[] }>().data;
}

/** DELETE /auth/sessions with `body` from `browser`, checked against the contract. */
async function end(browser: Browser, body: unknown) {
  const res = await browser.request({ method: 'DELETE', url: SESSIONS, payload: body as object });
  expectAllauthAnswer('DELETE', SESSIONS, res);
  return res;
}

const currentOf = async (browser: Browser) => (await listOf(browser)).find((s) => s.is_current)!;
const sessionStatus = async (browser: Browser) => (await browser.get(SESSION)).statusCode;

describe('GET /auth/sessions (issue 16 §5)', () => {
  it('answers 401 with the flows when signed out, for GET and DELETE', async () => {
    const browser = new Browser(ctx.app);
    await browser.get(SESSION);
    const list = await browser.get(SESSIONS);
    expectAllauthAnswer('GET', SESSIONS, list);
    expect([list.statusCode, list.json()]).toEqual([401, unauthenticated()]);
    const ended = await end(browser, { sessions: [1] });
    expect([ended.statusCode, ended.json()]).toEqual([401, unauthenticated()]);
  });

  it("lists both browsers of a user to each, with each one's agent, address and times", async () => {
    const { email } = await newUser();
    const before = Math.floor(Date.now() / 1000);
    const laptop = await signIn(email, FIREFOX, '203.0.113.7');
    const phone = await signIn(email, SAFARI, '198.51.100.23');

    const fromLaptop = await listOf(laptop);
    expect(fromLaptop).toEqual([
      {
        id: expect.any(Number),
        user_agent: FIREFOX,
        ip: '203.0.113.7',
        created_at: expect.any(Number),
        last_seen_at: expect.any(Number),
        is_current: true,
      },
      {
        id: expect.any(Number),
        user_agent: SAFARI,
        ip: '198.51.100.23',
        created_at: expect.any(Number),
        last_seen_at: expect.any(Number),
        is_current: false,
      },
    ]);
    const fromPhone = await listOf(phone);
    expect(fromPhone.map((s) => [s.id, s.is_current])).toEqual([
      [fromLaptop[1]!.id, true],
      [fromLaptop[0]!.id, false],
    ]);
    for (const s of fromLaptop) {
      expect(s.created_at).toBeGreaterThanOrEqual(before);
      expect(s.created_at).toBeLessThanOrEqual(Date.now() / 1000);
      expect(s.last_seen_at).toBeGreaterThanOrEqual(s.created_at);
    }
  });

  it('puts the current session first, then the most recently seen', async () => {
    const { email } = await newUser();
    const [a, b, c] = [await signIn(email), await signIn(email), await signIn(email)];
    const [numberA, numberB] = [(await currentOf(a)).id, (await currentOf(b)).id];
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: hoursAgo(2) })
      .where(eq(sessions.number, numberA));
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: hoursAgo(1) })
      .where(eq(sessions.number, numberB));
    const listed = await listOf(c);
    expect(listed.map((s) => s.id)).toEqual([(await currentOf(c)).id, numberB, numberA]);
    expect(listed[2]!.last_seen_at).toBeCloseTo(hoursAgo(2).getTime() / 1000, -1);
  });

  it('marks a session seen when a request finds it last seen over a minute ago, not sooner', async () => {
    const { email } = await newUser();
    const browser = await signIn(email);
    const { id: number } = await currentOf(browser);
    const seenAt = async () =>
      (
        await ctx.app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.number, number))
      )[0]!.at.getTime();
    const setSeen = (msAgo: number) =>
      ctx.app.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - msAgo) })
        .where(eq(sessions.number, number));

    await setSeen(30_000);
    const recent = await seenAt();
    expect((await browser.get('/users/api/user/detail/')).statusCode).toBe(200);
    expect(await seenAt()).toBe(recent);

    await setSeen(2 * 3_600_000);
    const before = Date.now();
    expect((await browser.get('/users/api/user/detail/')).statusCode).toBe(200);
    // Written with the database's clock: allow for a little skew from this process's.
    expect(await seenAt()).toBeGreaterThan(before - 5_000);
  });

  it("lists neither another user's sessions nor a superuser's impersonation of the user", async () => {
    const { email } = await newUser();
    const own = await signIn(email);
    await signIn((await newUser()).email);
    const admin = await signedIn(ctx.app, { superuser: true });
    const user = (await ctx.app.users.findByEmail(email))!;
    expect((await impersonate(admin.browser, user.id)).statusCode).toBe(200);
    expect((await listOf(own)).map((s) => s.is_current)).toEqual([true]);
    // The superuser, acting as the user, sees the user's sessions, none of them current.
    expect((await listOf(admin.browser)).map((s) => s.is_current)).toEqual([false]);
  });
});

describe('DELETE /auth/sessions (issue 16 §5)', () => {
  it('ends another browser of the user and the extension tokens it issued, keeping this one', async () => {
    const { email } = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const laptopTokens = (await laptop.get(TOKENS)).json();
    const phoneTokens = (await phone.get(TOKENS)).json();
    const phoneNumber = (await currentOf(phone)).id;

    const res = await end(laptop, { sessions: [phoneNumber] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Listed[] }>().data.map((s) => s.is_current)).toEqual([true]);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await ingestStatus(ctx.app, phoneTokens.access_token)).toBe(401);
    expect((await refresh(ctx.app, { refresh_token: phoneTokens.refresh_token })).statusCode).toBe(401);
    expect(await sessionStatus(laptop)).toBe(200);
    expect(await ingestStatus(ctx.app, laptopTokens.access_token)).toBe(201);
  });

  it("ignores unknown numbers and another user's alike, ending nothing", async () => {
    const { email } = await newUser();
    const mine = await signIn(email);
    const theirs = await signIn((await newUser()).email);
    const theirNumber = (await currentOf(theirs)).id;
    const before = await listOf(mine);

    for (const numbers of [[theirNumber], [2_147_483_647], [theirNumber, 2_147_483_647]]) {
      const res = await end(mine, { sessions: numbers });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Listed[] }>().data.map((s) => s.id)).toEqual(before.map((s) => s.id));
    }
    expect(await sessionStatus(theirs)).toBe(200);
    expect(await listOf(theirs)).toHaveLength(1);
  });

  it('signs this browser out when its own session is among them: 401 and the cookie cleared', async () => {
    const { email } = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const numbers = [(await currentOf(laptop)).id, (await currentOf(phone)).id];

    const res = await end(laptop, { sessions: numbers });
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
    expect(laptop.lastSetCookies.find((c) => c.name === 'sessionid')?.value).toBe('');
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
  });

  it('refuses a body of another shape with 400, ending nothing', async () => {
    const { email } = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const phoneNumber = (await currentOf(phone)).id;
    const bodies = [
      { sessions: [] },
      { sessions: [0] },
      { sessions: [-1] },
      { sessions: [2 ** 31] },
      { sessions: [1.5] },
      { sessions: [String(phoneNumber)] },
      { sessions: String(phoneNumber) },
      { sessions: Array.from({ length: 101 }, () => phoneNumber) },
      {},
    ];
    for (const body of bodies) {
      const res = await end(laptop, body);
      expect([res.statusCode, res.json().status]).toEqual([400, 400]);
    }
    expect(await sessionStatus(phone)).toBe(200);
    expect(await listOf(laptop)).toHaveLength(2);
  });

  it('is refused while a superuser impersonates the user (403 impersonating)', async () => {
    const { email } = await newUser();
    const own = await signIn(email);
    const admin = await signedIn(ctx.app, { superuser: true });
    const user = (await ctx.app.users.findByEmail(email))!;
    await impersonate(admin.browser, user.id);
    const number = (await currentOf(own)).id;
    const res = await admin.browser.request({
      method: 'DELETE',
      url: SESSIONS,
      payload: { sessions: [number] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { message: 'Not allowed while impersonating a user.', code: 'impersonating' },
    ]);
    expect(await sessionStatus(own)).toBe(200);
  });

  it('answers 429 past 20 a minute per user', async () => {
    const { email } = await newUser();
    const browser = await signIn(email);
    for (let i = 0; i < 20; i++)
      expect((await end(browser, { sessions: [2_147_483_647] })).statusCode).toBe(200);
    const res = await end(browser, { sessions: [2_147_483_647] });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual([
      { message: 'Too many requests. Please try again later.', code: 'rate_limited' },
    ]);
  });
});
