import { readFileSync } from 'node:fs';
import { createGmailOAuth } from '../../../../src/modules/email-protection/gmail/client.js';
import { gmailEndpoints } from '../../../../src/modules/email-protection/gmail/endpoints.js';
import { GmailAuthError } from '../../../../src/modules/email-protection/gmail/errors.js';
import { createGmailSync } from '../../../../src/modules/email-protection/sync/sync.js';
import { useTestApp } from '../../../helpers/app.js';
import { REDIRECT_URI, codeFor, eml, pkce, putMessage } from '../../oidc/dev-provider/gmail/stand-in.js';
import { fakeDeps, fakeJob } from '../sync/sync-fakes.js';

/**
 * The Gmail client against the offline stand-in of the development provider (issue 14
 * "Offline default"), through app.inject: the server does not listen.
 */
const ctx = useTestApp();
const retry = { baseDelayMs: 1 };

let counter = 0;
const newAccount = () => `owner${++counter}@example.com`;

/** Connects `email` as a user would: consent, then the code exchanged with its PKCE verifier. */
async function connect(email: string) {
  const { verifier, challenge } = pkce();
  const code = await codeFor(ctx.app, email, challenge);
  return createGmailOAuth(ctx.app, { retry }).exchangeCode(code, verifier, REDIRECT_URI);
}

describe('the Gmail client against the offline stand-in', () => {
  it('is chosen when Google is not configured', () => {
    expect(gmailEndpoints(ctx.app.config, ctx.app.publicOrigin())).toMatchObject({
      authBaseUrl: 'http://localhost:8000/dev-oidc/google/o/oauth2/v2/auth',
      gmailBaseUrl: 'http://localhost:8000/dev-oidc/google',
      local: true,
    });
    const url = new URL(
      createGmailOAuth(ctx.app).authUrl({
        state: 's',
        loginHint: 'a@example.com',
        codeChallenge: pkce().challenge,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(url.pathname).toBe('/dev-oidc/google/o/oauth2/v2/auth');
  });

  it('connects: the code becomes a refresh token of the consenting account', async () => {
    const email = newAccount();
    const connected = await connect(email);
    expect(connected).toEqual({ refreshToken: expect.any(String), accountEmail: email });
  });

  it('lists, reads raw, and follows the history of the mailbox folder', async () => {
    const email = newAccount();
    const file = putMessage(ctx.dataDir, email, 'one.eml', eml({ subject: 'One' }), 1_700_000_000);
    putMessage(ctx.dataDir, email, 'two.eml', eml({ subject: 'Two', labels: 'Spam' }), 1_700_000_100);
    const { refreshToken } = await connect(email);
    const mailbox = createGmailOAuth(ctx.app, { retry }).mailbox(refreshToken);

    const profile = await mailbox.profile();
    expect(profile.emailAddress).toBe(email);
    const inbox = await mailbox.listMessageIds('INBOX');
    const spam = await mailbox.listMessageIds('SPAM');
    expect([inbox.ids.length, spam.ids.length]).toEqual([1, 1]);
    const message = await mailbox.getRaw(inbox.ids[0]!);
    expect(message).toMatchObject({
      id: inbox.ids[0],
      labelIds: ['INBOX'],
      internalDate: expect.stringMatching(/^\d+$/),
    });
    expect(message.raw.equals(readFileSync(file))).toBe(true);

    putMessage(ctx.dataDir, email, 'three.eml', eml({ subject: 'Three' }), 1_700_000_200);
    const added = await mailbox.history(profile.historyId, { labelId: 'INBOX' });
    expect(added.addedIds).toHaveLength(1);
    expect(BigInt(added.historyId)).toBeGreaterThan(BigInt(profile.historyId));
    expect((await mailbox.getRaw(added.addedIds[0]!)).raw.toString()).toContain('Subject: Three');
  });

  it('pages through a label', async () => {
    const email = newAccount();
    for (let i = 0; i < 5; i++)
      putMessage(ctx.dataDir, email, `m${i}.eml`, eml({ subject: `M${i}` }), 1_700_000_000 + i);
    const { refreshToken } = await connect(email);
    const mailbox = createGmailOAuth(ctx.app, { retry }).mailbox(refreshToken);

    const first = await mailbox.listMessageIds('INBOX', { maxResults: 3 });
    const second = await mailbox.listMessageIds('INBOX', { maxResults: 3, pageToken: first.nextPageToken });
    expect([first.ids.length, second.ids.length, second.nextPageToken]).toEqual([3, 2, undefined]);
    expect(new Set([...first.ids, ...second.ids]).size).toBe(5);
  });

  it('syncs in full, then only the new mail', async () => {
    const email = newAccount();
    putMessage(ctx.dataDir, email, 'a.eml', eml({ subject: 'SCAM verify your account' }), 1_700_000_000);
    putMessage(ctx.dataDir, email, 'b.eml', eml({ subject: 'Lunch' }), 1_700_000_100);
    putMessage(ctx.dataDir, email, 'c.eml', eml({ subject: 'Prize', labels: 'Spam' }), 1_700_000_200);
    const { refreshToken } = await connect(email);
    const { deps, state } = fakeDeps(createGmailOAuth(ctx.app, { retry }).mailbox(refreshToken));
    const sync = createGmailSync(deps);

    await sync({ userId: 1 }, fakeJob().job);
    expect(state.analysed.size).toBe(3);
    expect(state.reports).toHaveLength(1);
    expect(state.progress.at(-1)).toEqual({ event: 'finished', historyId: expect.stringMatching(/^\d+$/) });

    putMessage(ctx.dataDir, email, 'd.eml', eml({ subject: 'SCAM gift cards now' }), 1_700_000_300);
    state.analyseCalls.length = 0;
    await sync({ userId: 1 }, fakeJob().job);
    expect(state.analyseCalls).toHaveLength(1);
    expect(state.analyseCalls[0]).toContain('Subject: SCAM gift cards now');
    expect(state.reports).toHaveLength(2);
  });

  it('revokes the token on disconnect: the mailbox then answers GmailAuthError', async () => {
    const email = newAccount();
    const { refreshToken } = await connect(email);
    const google = createGmailOAuth(ctx.app, { retry });
    await google.mailbox(refreshToken).profile();

    await google.revoke(refreshToken);

    await expect(google.mailbox(refreshToken).profile()).rejects.toBeInstanceOf(GmailAuthError);
  });
});
