import { exportFileName } from '@lifeguard/contracts/account';
import { eq } from 'drizzle-orm';
import { emailAddresses, emailVerificationKeys } from '../../../src/modules/email-addresses/schema.js';
import { sessions, users } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { EXPORT, IMAGES, personalFamily, seedEverything, signedInWithPassword } from './account-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', DARKWEB_SCAN_RATE_LIMIT: '1000' });

describe('GET /users/api/user/export/', () => {
  it("answers allauth's 401 when signed out", async () => {
    const res = await new Browser(ctx.app).get(EXPORT);
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  });

  it('downloads everything held about the user, scan values unsealed, as a no-store attachment', async () => {
    const other = await signedInWithPassword(ctx.app, 'Byron');
    const otherFamily = await personalFamily(ctx.app, other.user.id);
    const { user, browser } = await signedInWithPassword(ctx.app);
    const { phone } = await seedEverything(ctx.app, browser, user, otherFamily.id);

    const res = await browser.get(EXPORT);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(new Date(data.exported_at))}"`,
    );
    expect(data.exported_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_usable_password: true,
      phone_number: phone,
      phone_verified: true,
      avatar: { content_type: 'image/png', data_base64: expect.any(String) },
      browser_extension: { version: '1.2.3', browser: 'chrome' },
      email_addresses: [{ email: user.email, primary: true, verified: false, added_at: expect.any(String) }],
      authenticators: [{ type: 'totp', created_at: expect.any(String), last_used_at: null }],
    });
    expect(Buffer.from(data.account.avatar.data_base64, 'base64').equals(IMAGES['image/png'])).toBe(true);
    expect(data.onboarding_responses).toEqual({});
    expect(data.families).toEqual([
      { name: "Ada's family", slug: expect.any(String), role: 'admin', joined_at: expect.any(String) },
      { name: otherFamily.name, slug: expect.any(String), role: 'member', joined_at: expect.any(String) },
    ]);

    // The scan and its entries, unsealed for their owner.
    expect(data.scans).toHaveLength(1);
    expect(data.scans[0]).toMatchObject({
      total_results: 1,
      emails_found: [user.email],
      passwords_found: [`breached-pw-${user.id}`],
      databases: ['LinkedIn'],
      entries: [{ database_name: 'LinkedIn', email: user.email, password: `breached-pw-${user.id}` }],
    });

    expect(data.threats.map((t: { threat_type: string }) => t.threat_type).sort()).toEqual([
      'dark_web_scan',
      'phishing',
    ]);
    expect(data.action_items).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Turn on two-step sign-in' })]),
    );
    expect(data.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Welcome', message: 'Hello there' }),
        expect.objectContaining({ title: 'Your information was found in data breaches' }),
      ]),
    );
    expect(data.assistant_history).toEqual([
      expect.objectContaining({
        message: 'Is this link safe?',
        response: 'It looks like phishing.',
        events: [
          expect.objectContaining({ seq: 1, type: 'complete', data: { content: 'It looks like phishing.' } }),
        ],
      }),
    ]);
    expect(data.integrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'darkweb', is_active: true }),
        expect.objectContaining({ type: 'email', provider: 'gmail' }),
      ]),
    );
    expect(data.gmail_connection).toEqual({
      account_email: user.email,
      scan_frequency: 'hourly',
      labels: ['INBOX', 'SPAM'],
      notify_high_risk: true,
      connected_at: expect.any(String),
      last_synced_at: null,
      messages_analysed: 1,
    });
    expect(data.linked_accounts).toEqual([
      expect.objectContaining({
        provider: 'google',
        uid: `google-sub-${user.id}`,
        profile: { email: user.email, given_name: 'Ada' },
      }),
    ]);
    expect(data.sign_ins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'browser',
          method: 'password',
          user_agent: expect.any(String),
          ip: '127.0.0.1',
          last_seen_at: expect.any(String),
        }),
        expect.objectContaining({ kind: 'extension_or_app', revoked_at: null }),
      ]),
    );
    expect(data.phone_verifications).toEqual([expect.objectContaining({ phone_number: phone })]);
    expect(data.feedback).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'threat', verdict: 'correct' }),
        expect.objectContaining({ kind: 'uninstall', reason: 'other' }),
      ]),
    );
    expect(data.support_requests).toEqual([
      {
        reference: expect.stringMatching(/^LG-/),
        topic: 'account_access',
        message: `I cannot sign in, from ${user.id}.`,
        reply_email: user.email,
        diagnostics: { page: '/dashboard' },
        status: 'answered',
        created_at: expect.any(String),
        answered_at: expect.any(String),
      },
    ]);
    expect(data.analytics_events).toEqual([expect.objectContaining({ event: 'page viewed' })]);
  });

  it('never includes a password hash, token version, session id, token (Gmail’s too), code or key', async () => {
    const other = await signedInWithPassword(ctx.app, 'Byron');
    const { user, browser } = await signedInWithPassword(ctx.app);
    const { secrets } = await seedEverything(
      ctx.app,
      browser,
      user,
      (await personalFamily(ctx.app, other.user.id)).id,
    );
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    const [address] = await ctx.app.db
      .select()
      .from(emailAddresses)
      .where(eq(emailAddresses.userId, user.id));
    const verificationKeyHash = 'e'.repeat(64);
    await ctx.app.db.insert(emailVerificationKeys).values({
      keyHash: verificationKeyHash,
      emailAddressId: address!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const sessionIds = (await ctx.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (s) => s.id,
    );
    const gmail = await ctx.app.emailProtection.find(user.id);
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(sessionIds.length).toBeGreaterThan(0);

    const res = await browser.get(EXPORT);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain(user.email);
    const forbidden = [
      row!.password!,
      ...sessionIds,
      browser.cookies.get('sessionid')!,
      browser.cookies.get('csrftoken')!,
      ...secrets,
      gmail!.refreshToken,
      await ctx.app.emailProtection.openToken(gmail!),
      verificationKeyHash,
      '"token_version"',
      '"password_hash"',
      '"key_hash"',
      '"code_hash"',
      '"nonce"',
    ];
    for (const value of forbidden) expect(text).not.toContain(value);
    // Another user's data is not in it.
    expect(text).not.toContain(other.user.email);
  });

  it('answers 429 past 5 exports a minute', async () => {
    const { browser } = await signedInWithPassword(ctx.app);
    for (let i = 0; i < 5; i++) expect((await browser.get(EXPORT)).statusCode).toBe(200);
    const res = await browser.get(EXPORT);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'rate_limited' }] });
  });
});
