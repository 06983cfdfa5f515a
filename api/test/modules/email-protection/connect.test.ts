import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { INTEGRATIONS, NOT_FOUND, createIntegration } from '../integrations/integration-helpers.js';
import { tokenRequest } from '../oidc/dev-provider/gmail/stand-in.js';
import {
  AUTH_URL,
  PROGRESS,
  connectGmail,
  consent,
  consentUrl,
  disconnectOf,
  gmailStatus,
  settingsOf,
  statusOf,
} from './email-helpers.js';

/** Email protection's calls (spec 001 §7, issue 14): consent bound to the session, settings, disconnect. */
const ctx = useTestApp();

describe('connecting Gmail (issue 14)', () => {
  it('answers 401 to every call when signed out', async () => {
    const browser = new Browser(ctx.app);
    const calls = [
      browser.get(AUTH_URL),
      browser.get(PROGRESS),
      browser.get(statusOf(1)),
      browser.post(settingsOf(1), { scan_frequency: 'daily' }),
      browser.post(disconnectOf(1), {}),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('sends the user to Google for gmail.readonly on their own address, with PKCE and our callback', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const url = await consentUrl(browser);
    expect(url.origin + url.pathname).toBe('http://localhost:8000/dev-oidc/google/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      login_hint: user.email,
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      access_type: 'offline',
      redirect_uri: 'http://localhost:8000/integrations/gmail/callback/',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/.{20,}/),
    });
    // The email integration exists (not yet configured) once the user asked to connect.
    const list = (await browser.get(INTEGRATIONS)).json<{
      results: { type: string; is_configured: boolean }[];
    }>();
    expect(list.results.find((i) => i.type === 'email')).toMatchObject({ is_configured: false });
  });

  it('connects, starts the first sync, and answers the status', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const id = await connectGmail(ctx.app, browser);
    const status = await gmailStatus(browser, id);
    expect(status).toMatchObject({
      connected: true,
      account_email: user.email,
      settings: { scan_frequency: 'hourly', labels: ['INBOX', 'SPAM'], notify_high_risk: true },
      sync: { status: 'in_progress', processed: 0 },
      integration: { type: 'email', is_configured: true, is_active: false },
    });
    expect((await browser.get(PROGRESS)).json()).toMatchObject({ status: 'in_progress', percent: 0 });
  });

  it('accepts a state only once, only from the session that asked for it', async () => {
    const { browser } = await signedInUser(ctx.app);
    const url = await consentUrl(browser);
    const other = (await signedInUser(ctx.app)).browser;
    expect((await consent(ctx.app, other, url)).search).toBe('?error=invalid_state');
    // Taken by the other session's attempt: the asking session cannot use it either.
    expect((await consent(ctx.app, browser, url)).search).toBe('?error=invalid_state');
    expect((await browser.get(PROGRESS)).statusCode).toBe(404);

    const fresh = await consentUrl(browser);
    const first = await consent(ctx.app, browser, fresh);
    expect(first.search).toBe('?connected=1');
    expect(first.origin + first.pathname).toBe('http://localhost:8000/app/integrations/email');
  });

  it('says access_denied when the user cancels at Google, and connects nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    const landed = await consent(ctx.app, browser, await consentUrl(browser), 'cancel');
    expect(landed.search).toBe('?error=access_denied');
    expect((await browser.get(PROGRESS)).statusCode).toBe(404);
  });

  it('refuses a mailbox other than the user’s own from the offline stand-in', async () => {
    const { browser } = await signedInUser(ctx.app);
    const url = await consentUrl(browser);
    url.searchParams.set('login_hint', 'someone.else@example.com');
    expect((await consent(ctx.app, browser, url)).search).toBe('?error=connect_failed');
    expect((await browser.get(PROGRESS)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s integration or one that is not email, 400 for an id out of range', async () => {
    const owner = await signedInUser(ctx.app);
    const id = await connectGmail(ctx.app, owner.browser);
    const phone = await createIntegration(owner.browser, 'phone', 'twilio');
    const intruder = (await signedInUser(ctx.app)).browser;
    for (const res of [
      await intruder.get(statusOf(id)),
      await intruder.post(settingsOf(id), { scan_frequency: 'daily' }),
      await intruder.post(disconnectOf(id), {}),
      await owner.browser.get(statusOf(phone.id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await owner.browser.get(statusOf(2147483648))).statusCode).toBe(400);
    expect((await gmailStatus(owner.browser, id)).connected).toBe(true);
  });
});

describe('Gmail settings (issue 14)', () => {
  it('refuses bad values with 400, changing nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    const id = await connectGmail(ctx.app, browser);
    const before = (await gmailStatus(browser, id)).settings;
    for (const body of [
      {},
      { scan_frequency: 'weekly' },
      { scan_frequency: 15 },
      { labels: [] },
      { labels: ['INBOX', 'INBOX'] },
      { labels: ['STARRED'] },
      { labels: 'INBOX' },
      { notify_high_risk: 'yes' },
      { scan_frequency: 'daily', labels: ['INBOX\u0000'] },
    ]) {
      const res = await browser.post(settingsOf(id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        errors: [expect.objectContaining({ message: expect.any(String) })],
      });
    }
    expect((await gmailStatus(browser, id)).settings).toEqual(before);
  });

  it('saves the frequency, the labels and notifications, answering the integration', async () => {
    const { browser } = await signedInUser(ctx.app);
    const id = await connectGmail(ctx.app, browser);
    const body = { scan_frequency: 'daily', labels: ['INBOX', 'CATEGORY_UPDATES'], notify_high_risk: false };
    const res = await browser.post(settingsOf(id), body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ integration: { id, type: 'email' } });
    expect((await gmailStatus(browser, id)).settings).toEqual(body);
  });

  it('answers 400 not_connected before Gmail is connected', async () => {
    const { browser } = await signedInUser(ctx.app);
    const email = await createIntegration(browser, 'email', 'google');
    const res = await browser.post(settingsOf(email.id), { scan_frequency: 'daily' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'not_connected' });
  });
});

describe('disconnecting Gmail (issue 14)', () => {
  it('revokes the token at Google, deletes it, and the integration is no longer configured', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const id = await connectGmail(ctx.app, browser);
    const row = await ctx.app.emailProtection.find(user.id);
    const refreshToken = await ctx.app.emailProtection.openToken(row!);

    const res = await browser.post(disconnectOf(id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ integration: { id, is_configured: false, is_active: false } });
    expect(await ctx.app.emailProtection.find(user.id)).toBeNull();
    expect(await gmailStatus(browser, id)).toMatchObject({ connected: false, account_email: null });
    expect((await browser.get(PROGRESS)).statusCode).toBe(404);

    const refresh = await tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
