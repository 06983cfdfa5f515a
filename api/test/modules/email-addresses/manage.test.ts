import { personalTeamName } from '@lifeguard/contracts/teams';
import { eq } from 'drizzle-orm';
import { emailVerificationKeys } from '../../../src/modules/email-addresses/schema.js';
import { IMPERSONATION_MS } from '../../../src/plugins/session.js';
import { sessions } from '../../../src/modules/users/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  EMAIL,
  ORIGIN,
  PASSWORD,
  VERIFY,
  addressRows,
  emailCall,
  mailsSettled,
  mailsTo,
  signedIn,
  verificationKey,
} from './email-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: ORIGIN, LOGIN_RATE_LIMIT: '1000', EMAIL_RATE_LIMIT: '1000' });

const problem = (message: string, code: string, param = 'email') => ({
  status: 400,
  errors: [{ message, code, param }],
});
const unknown = problem('Unknown email address.', 'unknown_email');
const signedOut = {
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: ['google'] }] },
  meta: { is_authenticated: false },
};

/** Adds `email` to the signed-in user of `browser` and verifies it through its mailed link. */
async function addVerified(browser: Browser, email: string) {
  expect((await emailCall(browser, 'POST', { email })).statusCode).toBe(200);
  const key = await verificationKey(ctx, email);
  expect((await browser.post(VERIFY, { key })).statusCode).toBe(200);
}

describe('GET /account/email', () => {
  it('lists the primary address of a new account, unverified', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const res = await emailCall(browser, 'GET');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 200, data: [{ email: user.email, primary: true, verified: false }] },
    ]);
  });

  it("answers 401 with flows when signed out, for every method, and changes nobody's addresses", async () => {
    const { user } = await signedIn(ctx.app);
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const body =
        method === 'GET'
          ? undefined
          : { email: user.email, ...(method === 'PATCH' ? { primary: true } : {}) };
      const res = await emailCall(browser, method, body);
      expect([method, res.statusCode, res.json()]).toEqual([method, 401, signedOut]);
    }
    expect(await addressRows(ctx.app, user.id)).toEqual([expect.objectContaining({ email: user.email })]);
  });
});

describe('POST /account/email', () => {
  it('adds an unverified address, trimmed, lists it after the primary one and mails its link', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const email = uniqueEmail('second');
    const res = await emailCall(browser, 'POST', { email: `  ${email}\n` });
    expect(res.json()).toEqual({
      status: 200,
      data: [
        { email: user.email, primary: true, verified: false },
        { email, primary: false, verified: false },
      ],
    });
    await mailsSettled(ctx.app);
    const [mail, ...more] = mailsTo(ctx, email);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Confirm your email address for Lifeguard');
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toMatch(
      new RegExp(`\\r\\n${ORIGIN.replace(/\./g, '\\.')}/app/account/verify-email/[\\w-]{43}\\r\\n`),
    );
    // Only the key's SHA-256 is stored.
    const key = await verificationKey(ctx, email);
    const stored = (await ctx.app.db.select().from(emailVerificationKeys)).map((k) => k.keyHash);
    expect(stored).not.toContain(key);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it("refuses this account's own address (any case) and another account's, changing nothing", async () => {
    const { user, browser } = await signedIn(ctx.app);
    const other = await signedIn(ctx.app);
    const secondary = uniqueEmail('theirs');
    await emailCall(other.browser, 'POST', { email: secondary });
    for (const [email, expected] of [
      [
        user.email.toUpperCase(),
        problem('This email address is already associated with this account.', 'duplicate_email'),
      ],
      [other.user.email, problem('A user is already registered with this email address.', 'email_taken')],
      [
        secondary.toUpperCase(),
        problem('A user is already registered with this email address.', 'email_taken'),
      ],
    ] as const) {
      const res = await emailCall(browser, 'POST', { email });
      expect([res.statusCode, res.json()]).toEqual([400, expected]);
    }
    expect(await addressRows(ctx.app, user.id)).toHaveLength(1);
    expect(await addressRows(ctx.app, other.user.id)).toHaveLength(2);
  });

  it('refuses a sixth address with max_email_addresses', async () => {
    const { user, browser } = await signedIn(ctx.app);
    for (let i = 0; i < 4; i++) {
      expect((await emailCall(browser, 'POST', { email: uniqueEmail('many') })).statusCode).toBe(200);
    }
    const res = await emailCall(browser, 'POST', { email: uniqueEmail('sixth') });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      problem('You cannot add more than 5 email addresses.', 'max_email_addresses'),
    ]);
    expect(await addressRows(ctx.app, user.id)).toHaveLength(5);
  });

  it('answers 400 in allauth shape for a malformed body, changing nothing', async () => {
    const { user, browser } = await signedIn(ctx.app);
    for (const body of [{ email: 'nope' }, {}, { email: 42 }, { email: `${'x'.repeat(250)}@example.com` }]) {
      const res = await emailCall(browser, 'POST', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(400);
    }
    expect(await addressRows(ctx.app, user.id)).toHaveLength(1);
  });

  it('needs the CSRF token (403)', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const res = await browser.request({
      method: 'POST',
      url: EMAIL,
      payload: { email: uniqueEmail() },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await addressRows(ctx.app, user.id)).toHaveLength(1);
  });
});

describe('PUT /account/email', () => {
  it('mails a new link for an unverified address of the account; both links work until one is used', async () => {
    const { browser } = await signedIn(ctx.app);
    const email = uniqueEmail('again');
    await emailCall(browser, 'POST', { email });
    const first = await verificationKey(ctx, email);
    const res = await emailCall(browser, 'PUT', { email: email.toUpperCase() });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 200 }]);
    const second = await verificationKey(ctx, email);
    expect(second).not.toBe(first);
    expect(mailsTo(ctx, email)).toHaveLength(2);
    expect((await browser.post(VERIFY, { key: first })).statusCode).toBe(200);
    expect((await browser.post(VERIFY, { key: second })).statusCode).toBe(400);
  });

  it("refuses a verified, unknown or another account's address with 400 and mails nothing", async () => {
    const { user, browser } = await signedIn(ctx.app);
    const other = await signedIn(ctx.app);
    const verified = uniqueEmail('verified');
    await addVerified(browser, verified);
    const before = mailsTo(ctx, other.user.email).length;
    for (const [email, expected] of [
      [verified, problem('This email address is already verified.', 'email_already_verified')],
      [uniqueEmail('nobody'), unknown],
      [other.user.email, unknown],
    ] as const) {
      const res = await emailCall(browser, 'PUT', { email });
      expect([res.statusCode, res.json()]).toEqual([400, expected]);
    }
    await mailsSettled(ctx.app);
    expect(mailsTo(ctx, other.user.email)).toHaveLength(before);
    expect(mailsTo(ctx, verified)).toHaveLength(1);
    expect(await addressRows(ctx.app, user.id)).toHaveLength(2);
  });
});

describe('PATCH /account/email', () => {
  it('makes a verified address primary: flags switch and the account email follows, everywhere', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const email = uniqueEmail('new-primary');
    await addVerified(browser, email);
    const res = await emailCall(browser, 'PATCH', { email, primary: true });
    expect(res.json()).toEqual({
      status: 200,
      data: [
        { email, primary: true, verified: true },
        { email: user.email, primary: false, verified: false },
      ],
    });
    const detail = await browser.get('/users/api/user/detail/');
    expect(detail.json().user.email).toBe(email);
    expect((await browser.get('/_allauth/browser/v1/auth/session')).json().data.user.email).toBe(email);
    // The account now signs in with the new address; the old one is just another address.
    expect((await new Browser(ctx.app).login(email, PASSWORD)).statusCode).toBe(200);
    expect((await new Browser(ctx.app).login(user.email, PASSWORD)).statusCode).toBe(400);
    expect((await ctx.app.users.findById(user.id))?.email).toBe(email);
  });

  it('renames a personal family still named after the old address', async () => {
    const user = await ctx.app.users.create({ email: uniqueEmail('old'), password: PASSWORD });
    const browser = new Browser(ctx.app);
    await browser.login(user.email, PASSWORD);
    const email = uniqueEmail('fresh');
    await addVerified(browser, email);
    const family = async () => (await browser.get('/teams/api/teams/')).json().results[0].name;
    expect(await family()).toBe(personalTeamName('', user.email));
    await emailCall(browser, 'PATCH', { email, primary: true });
    expect(await family()).toBe(personalTeamName('', email));
  });

  it('refuses an unverified, unknown or foreign address, and primary other than true, changing nothing', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const other = await signedIn(ctx.app);
    const unverified = uniqueEmail('unverified');
    await emailCall(browser, 'POST', { email: unverified });
    for (const [email, expected] of [
      [unverified, problem('Your primary email address must be verified.', 'unverified_primary_email')],
      [uniqueEmail('nobody'), unknown],
      [other.user.email, unknown],
    ] as const) {
      const res = await emailCall(browser, 'PATCH', { email, primary: true });
      expect([res.statusCode, res.json()]).toEqual([400, expected]);
    }
    const bad = await emailCall(browser, 'PATCH', { email: unverified, primary: false });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.users.findById(user.id))?.email).toBe(user.email);
    expect((await ctx.app.users.findById(other.user.id))?.email).toBe(other.user.email);
    expect((await addressRows(ctx.app, user.id)).map((a) => [a.email, a.primary])).toEqual([
      [user.email, true],
      [unverified, false],
    ]);
  });
});

describe('DELETE /account/email', () => {
  it('removes a non-primary address of the account with its keys', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const email = uniqueEmail('gone');
    await emailCall(browser, 'POST', { email });
    const key = await verificationKey(ctx, email);
    const res = await emailCall(browser, 'DELETE', { email: email.toUpperCase() });
    expect(res.json()).toEqual({
      status: 200,
      data: [{ email: user.email, primary: true, verified: false }],
    });
    expect((await browser.post(VERIFY, { key })).statusCode).toBe(400);
  });

  it("refuses the primary, an unknown and another account's address, changing nothing", async () => {
    const { user, browser } = await signedIn(ctx.app);
    const other = await signedIn(ctx.app);
    const theirs = uniqueEmail('theirs');
    await emailCall(other.browser, 'POST', { email: theirs });
    for (const [email, expected] of [
      [user.email, problem('You cannot remove your primary email address.', 'cannot_remove_primary_email')],
      [uniqueEmail('nobody'), unknown],
      [theirs, unknown],
      [other.user.email, unknown],
    ] as const) {
      const res = await emailCall(browser, 'DELETE', { email });
      expect([res.statusCode, res.json()]).toEqual([400, expected]);
    }
    expect(await addressRows(ctx.app, user.id)).toHaveLength(1);
    expect((await addressRows(ctx.app, other.user.id)).map((a) => a.email)).toEqual([
      other.user.email,
      theirs,
    ]);
  });
});

describe('while a superuser impersonates the user (issue 13)', () => {
  it('lists the addresses but refuses every change with 403 impersonating', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const admin = await ctx.app.users.create({
      email: uniqueEmail('admin'),
      password: null,
      isSuperuser: true,
    });
    const endsAt = new Date(Date.now() + IMPERSONATION_MS);
    await ctx.app.db
      .update(sessions)
      .set({ impersonatorId: admin.id, impersonationEndsAt: endsAt })
      .where(eq(sessions.userId, user.id));
    expect((await emailCall(browser, 'GET')).statusCode).toBe(200);
    const email = uniqueEmail('takeover');
    for (const [method, body] of [
      ['POST', { email }],
      ['PUT', { email: user.email }],
      ['PATCH', { email: user.email, primary: true }],
      ['DELETE', { email: user.email }],
    ] as const) {
      const res = await emailCall(browser, method, body);
      expect([method, res.statusCode, res.json()]).toEqual([
        method,
        403,
        {
          status: 403,
          errors: [{ message: 'Not allowed while impersonating a user.', code: 'impersonating' }],
        },
      ]);
    }
    expect(await addressRows(ctx.app, user.id)).toHaveLength(1);
  });
});
