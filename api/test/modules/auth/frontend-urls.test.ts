import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { uniqueEmail, useTestApp, type TestContext } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { ORIGIN, mailsTo } from '../email-addresses/email-helpers.js';
import { currentTeam, invitationsUrl, person } from '../teams/teams-helpers.js';

const PASSWORD = 'Correct-horse-1';
const SPA_RESET = 'http://localhost:3000/account/password/reset/key/{key}';

/** A visitor with a CSRF token, sending `host` as its Host header. */
async function visitor(ctx: TestContext, host?: string) {
  const browser = new Browser(ctx.app);
  await browser.get('/_allauth/browser/v1/auth/session');
  const post = (url: string, payload: object, method = 'POST' as const) =>
    browser.request({ method, url, payload, ...(host ? { headers: { host } } : {}) });
  return { browser, post };
}

/** Resolves once queued reset and verification mails are written. */
async function mailsOut(ctx: TestContext) {
  await ctx.app.auth.settled();
  await ctx.app.emailAddresses.settled();
  await ctx.app.mailer.drain();
}

/** The newest mail to `email` once queued mails are out. */
async function lastMailTo(ctx: TestContext, email: string) {
  await mailsOut(ctx);
  const mail = mailsTo(ctx, email).pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The link of `mail` that starts with `prefix`, alone on its line, and its last path segment or key. */
function linkIn(mail: string, prefix: string) {
  const escaped = prefix.replace(/[.?]/g, (c) => `\\${c}`);
  const match = new RegExp(`\\r\\n(${escaped}([A-Za-z0-9_-]+))\\r\\n`).exec(mail);
  if (!match?.[1] || !match[2]) throw new Error(`no link starting ${prefix} in the mail`);
  return { link: match[1], key: match[2] };
}

async function requestReset(ctx: TestContext, email: string, host?: string) {
  const { post } = await visitor(ctx, host);
  return post('/_allauth/browser/v1/auth/password/request', { email });
}

describe('mail links from HEADLESS_FRONTEND_URL_* (issue 16 §7)', () => {
  const ctx = useTestApp({
    PUBLIC_URL: ORIGIN,
    HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY: SPA_RESET,
    HEADLESS_FRONTEND_URL_ACCOUNT_CONFIRM_EMAIL: '/spa/verify/{key}',
  });

  it("mails the reset link of allauth's example SPA, and its key works", async () => {
    const email = uniqueEmail('spa');
    await ctx.app.users.create({ email, password: PASSWORD });
    expect((await requestReset(ctx, email)).statusCode).toBe(200);
    const { key } = linkIn(await lastMailTo(ctx, email), 'http://localhost:3000/account/password/reset/key/');
    expect(key).toMatch(/^[\w-]{32}$/);
    const res = await new Browser(ctx.app).get('/_allauth/browser/v1/auth/password/reset', {
      'x-password-reset-key': key,
    });
    expect([res.statusCode, res.json().data.user.email]).toEqual([200, email]);
  });

  it('puts a path template on the public origin (the verification link)', async () => {
    const email = uniqueEmail('path');
    const { post } = await visitor(ctx);
    expect((await post('/_allauth/browser/v1/auth/signup', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const { key } = linkIn(await lastMailTo(ctx, email), `${ORIGIN}/spa/verify/`);
    const info = await new Browser(ctx.app).get('/_allauth/browser/v1/auth/email/verify', {
      'x-email-verification-key': key,
    });
    expect(info.statusCode).toBe(200);
  });

  it('URL-encodes what it fills in', () => {
    expect(ctx.app.frontendUrl('teamInvitation', { id: 7, key: 'a/b c&d' })).toBe(
      `${ORIGIN}/app/teams/invitation/7?key=a%2Fb%20c%26d`,
    );
  });
});

describe('mail links by default: our own routes on PUBLIC_URL, whatever the Host', () => {
  const ctx = useTestApp({
    PUBLIC_URL: ORIGIN,
    REGISTER_RATE_LIMIT: '1000',
    PASSWORD_REQUEST_RATE_LIMIT: '1000',
  });
  // An allowed Host that is not the public origin's: links must not follow it.
  const otherHost = '127.0.0.1:9999';

  it('mails the reset link /app/account/reset-password/<key>', async () => {
    const email = uniqueEmail('reset');
    await ctx.app.users.create({ email, password: PASSWORD });
    await requestReset(ctx, email, otherHost);
    const { link } = linkIn(await lastMailTo(ctx, email), `${ORIGIN}/app/account/reset-password/`);
    expect(link).not.toContain('127.0.0.1');
  });

  it('mails the verification link /app/account/verify-email/<key>', async () => {
    const email = uniqueEmail('verify');
    const { post } = await visitor(ctx, otherHost);
    expect((await post('/_allauth/browser/v1/auth/signup', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const { key } = linkIn(await lastMailTo(ctx, email), `${ORIGIN}/app/account/verify-email/`);
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('mails the invitation link /app/teams/invitation/<id>?key=<key>', async () => {
    const { browser } = await person(ctx.app, { firstName: 'Ada' });
    const team = await currentTeam(browser);
    const email = uniqueEmail('invitee');
    const res = await browser.request({
      method: 'POST',
      url: invitationsUrl(team.slug),
      payload: { email, role: 'member', team: team.id },
      headers: { host: otherHost },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo(ctx, email);
    expect(mail).toMatch(
      new RegExp(
        `\\r\\n${ORIGIN.replace(/\./g, '\\.')}/app/teams/invitation/${res.json().id}\\?key=[\\w-]+\\r\\n`,
      ),
    );
  });

  it('refuses a foreign Host with 400 and mails nothing', async () => {
    const email = uniqueEmail('foreign');
    await ctx.app.users.create({ email, password: PASSWORD });
    const res = await requestReset(ctx, email, 'evil.example');
    expect(res.statusCode).toBe(400);
    const signup = uniqueEmail('foreign-signup');
    const { post } = await visitor(ctx, 'evil.example');
    expect(
      (await post('/_allauth/browser/v1/auth/signup', { email: signup, password: PASSWORD })).statusCode,
    ).toBe(400);
    await mailsOut(ctx);
    expect(mailsTo(ctx, email)).toEqual([]);
    expect(mailsTo(ctx, signup)).toEqual([]);
  });
});

describe('HEADLESS_FRONTEND_URL_* validation', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-frontend-urls-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(32), ...env });

  it('accepts absolute http(s) URLs and paths with {key}; refuses the rest at start', () => {
    expect(
      load({ HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY: SPA_RESET }).frontendUrls,
    ).toMatchObject({
      accountResetPasswordFromKey: SPA_RESET,
      accountConfirmEmail: '/app/account/verify-email/{key}',
      teamInvitation: '/app/teams/invitation/{id}?key={key}',
    });
    for (const bad of [
      'http://localhost:3000/reset',
      '//evil.example/{key}',
      'javascript:alert(1)//{key}',
      'reset/{key}',
    ]) {
      expect(() => load({ HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY: bad })).toThrow(ConfigError);
    }
  });
});
