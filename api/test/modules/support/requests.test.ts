import { SUPPORT_REFERENCE_PATTERN } from '@lifeguard/contracts/support';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { auditOf, impersonationUnderWay, signedIn } from '../admin/admin-helpers.js';
import { visitor } from '../registration/register.js';
import {
  aRequest,
  mailsWith,
  outbox,
  REQUESTS,
  requestCount,
  stored,
  SUPPORT_EMAIL,
} from './support-helpers.js';

/** Issue 33 item 2: Contact Support, signed in or out (spec 001 §8/§9). */
const ctx = useTestApp({
  SUPPORT_EMAIL,
  SUPPORT_RATE_LIMIT: '1000',
  PUBLIC_URL: 'http://lifeguard.test:8000',
});

const REFERENCE = new RegExp(SUPPORT_REFERENCE_PATTERN);

const DIAGNOSTICS = {
  app_versions: [
    { name: 'dashboard', version: '0.1.0' },
    { name: 'assistant', version: '0.2.0' },
  ],
  request_id: '0b7c5a4e-3f0e-4c1b-9d9e-1a2b3c4d5e6f',
  page: '/dashboard',
  browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
};

describe('POST /support/api/requests/ signed out', () => {
  it('stores the request, mails it to SUPPORT_EMAIL with Reply-To the sender, and confirms with the reference', async () => {
    const email = uniqueEmail('visitor');
    const message = '  I cannot see my threats <script>alert(1)</script>\nSince this morning.  ';
    const res = await (
      await visitor(ctx.app)
    ).post(REQUESTS, aRequest({ email, message, diagnostics: DIAGNOSTICS }));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect(res.json()).toEqual({ reference: expect.stringMatching(REFERENCE) });

    expect(await stored(ctx.app, reference)).toMatchObject({
      userId: null,
      email,
      topic: 'threat_question',
      message: 'I cannot see my threats <script>alert(1)</script>\nSince this morning.',
      diagnostics: DIAGNOSTICS,
      status: 'open',
      answeredAt: null,
      answeredBy: null,
    });

    const mails = await mailsWith(ctx, reference);
    const team = mails.find((mail) => mail.file.endsWith(`-${SUPPORT_EMAIL}.eml`));
    const confirmation = mails.find((mail) => mail.file.endsWith(`-${email}.eml`));
    expect(mails).toHaveLength(2);
    expect(team?.text).toContain(`Reply-To: ${email}`);
    expect(team?.text).toContain(`Subject: [${reference}] Support request: A threat or alert I received`);
    expect(team?.text).toContain(`From: ${email} (not signed in)`);
    expect(team?.text).toContain('I cannot see my threats <script>alert(1)</script>\r\nSince this morning.');
    // The HTML part (quoted-printable, folded) escapes it.
    expect(team?.text).toContain('threats &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(team?.text).toContain('- App versions: dashboard 0.1.0, assistant 0.2.0');
    expect(team?.text).toContain(`- Failed request id: ${DIAGNOSTICS.request_id}`);
    expect(team?.text).toContain('- Page: /dashboard');
    expect(team?.text).toContain('http://lifeguard.test:8000/app/admin/support-requests');

    expect(confirmation?.text).toContain(`Subject: We received your support request (${reference})`);
    expect(confirmation?.text).toContain(`Your reference number is ${reference}.`);
    expect(confirmation?.text).toContain('A person on our team will reply to this email address.');
    // Never the message: a visitor may name anyone's address.
    expect(confirmation?.text).not.toContain('I cannot see my threats');
  });

  it('says when diagnostics were left out', async () => {
    const email = uniqueEmail('plain');
    const res = await (await visitor(ctx.app)).post(REQUESTS, aRequest({ email, topic: 'other' }));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect((await stored(ctx.app, reference))?.diagnostics).toBeNull();
    const [team] = (await mailsWith(ctx, reference)).filter((mail) => mail.file.includes(SUPPORT_EMAIL));
    expect(team?.text).toContain('Diagnostic details: not included');
  });

  it('needs the CSRF token like every browser POST', async () => {
    const before = await requestCount(ctx.app);
    const res = await (
      await visitor(ctx.app)
    ).post(REQUESTS, aRequest({ email: uniqueEmail() }), { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('csrf_failed');
    expect(await requestCount(ctx.app)).toBe(before);
  });
});

describe('POST /support/api/requests/ signed in', () => {
  it("answers to the account's address, whatever `email` says, and names the user to the team", async () => {
    const { user, browser } = await signedIn(ctx.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await browser.post(
      REQUESTS,
      aRequest({ topic: 'account_access', email: 'someone@else.example' }),
    );
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    expect(await stored(ctx.app, reference)).toMatchObject({
      userId: user.id,
      email: user.email,
      topic: 'account_access',
    });

    const mails = await mailsWith(ctx, reference);
    expect(mails.map((mail) => mail.file.replace(/^.*Z-/, ''))).toEqual(
      expect.arrayContaining([`${SUPPORT_EMAIL}.eml`, `${user.email}.eml`]),
    );
    expect(mails).toHaveLength(2);
    const team = mails.find((mail) => mail.file.includes(SUPPORT_EMAIL));
    expect(team?.text).toContain(`Reply-To: ${user.email}`);
    expect(team?.text).toContain(`From: ${user.email} (signed in: user ${user.id}, Ada Lovelace)`);
    expect((await outbox(ctx)).some((mail) => mail.file.includes('someone@else.example'))).toBe(false);
  });

  it('is refused while a superuser impersonates, audited, and nothing is stored or mailed', async () => {
    const { user: admin, browser, target } = await impersonationUnderWay(ctx.app);
    const before = await requestCount(ctx.app);
    const mailsBefore = (await outbox(ctx)).length;
    const res = await browser.post(REQUESTS, aRequest());
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        status: 'error',
        errors: [{ message: 'Not allowed while impersonating a user.', code: 'impersonating' }],
      },
    ]);
    expect(await requestCount(ctx.app)).toBe(before);
    expect((await outbox(ctx)).length).toBe(mailsBefore);
    const rows = await auditOf(ctx.app, admin.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'refused',
      userId: target.id,
      request: 'POST /support/api/requests/',
    });
    expect(rows.filter((row) => row.action === 'write')).toEqual([]);
  });
});

describe('POST /support/api/requests/ refuses bad input, changing nothing', () => {
  const email = 'ada@example.com';
  const cases: [string, Record<string, unknown>, string, string?][] = [
    ['no email, signed out', aRequest(), 'email', 'required'],
    ['an invalid email', aRequest({ email: 'not an address' }), 'email'],
    ['a NUL byte in the message', aRequest({ email, message: 'Help me\u0000 please, it broke.' }), 'message'],
    ['a message over 5000 characters', aRequest({ email, message: 'x'.repeat(5001) }), 'message'],
    ['a message under 10 characters', aRequest({ email, message: 'Help me' }), 'message'],
    [
      'a message of 10 only once trimmed',
      aRequest({ email, message: `  ${'x'.repeat(9)}    ` }),
      'message',
      'min_length',
    ],
    ['an unknown topic', aRequest({ email, topic: 'billing' }), 'topic'],
    ['no topic', { email, message: 'Something is wrong here.' }, 'topic'],
    ['a number for the message', aRequest({ email, message: 12345678901 }), 'message'],
    [
      'a page that is no path',
      aRequest({ email, diagnostics: { page: 'https://evil.example/' } }),
      'diagnostics.page',
    ],
    [
      'a request id with spaces',
      aRequest({ email, diagnostics: { request_id: 'a b' } }),
      'diagnostics.request_id',
    ],
  ];

  it.each(cases)('%s: 400 naming the field', async (_name, body, param, code = 'invalid') => {
    const before = await requestCount(ctx.app);
    const mailsBefore = (await outbox(ctx)).length;
    const res = await (await visitor(ctx.app)).post(REQUESTS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', errors: [expect.objectContaining({ param, code })] });
    expect(await requestCount(ctx.app)).toBe(before);
    expect((await outbox(ctx)).length).toBe(mailsBefore);
  });

  it('drops unknown fields, in the body and in the diagnostics (the API strips them)', async () => {
    const res = await (
      await visitor(ctx.app)
    ).post(
      REQUESTS,
      aRequest({
        email,
        status: 'answered',
        user_id: 1,
        diagnostics: { page: '/dashboard', session_token: 'secret-token-value' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await stored(ctx.app, res.json<{ reference: string }>().reference);
    expect(row).toMatchObject({ status: 'open', userId: null });
    expect(row?.diagnostics).toEqual({ page: '/dashboard' });
  });
});
