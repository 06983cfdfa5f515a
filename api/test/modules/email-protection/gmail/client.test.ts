import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GMAIL_SCOPE } from '@lifeguard/contracts/email-protection';
import type { FastifyInstance } from 'fastify';
import { createGmailOAuth } from '../../../../src/modules/email-protection/gmail/client.js';
import type { GmailEndpoints } from '../../../../src/modules/email-protection/gmail/endpoints.js';
import {
  GmailAuthError,
  GmailMessageGoneError,
  GmailUnavailableError,
  HistoryTooOldError,
} from '../../../../src/modules/email-protection/gmail/errors.js';
import { RAW_MESSAGE, googleFake } from './google-fake.js';

const google = googleFake();
beforeAll(google.start);
afterAll(google.stop);

const warnings: object[] = [];
const waits: number[] = [];
/** Only the logger is used when the endpoints are given (no stand-in, no configuration). */
const app = { log: { warn: (details: object) => void warnings.push(details) } } as unknown as FastifyInstance;
const clientAt = (endpoints: GmailEndpoints = google.endpoints()) =>
  createGmailOAuth(app, {
    endpoints: () => endpoints,
    retry: { baseDelayMs: 1, sleep: async (ms) => void waits.push(ms) },
  });

beforeEach(() => {
  google.received.length = 0;
  google.script.length = 0;
  warnings.length = 0;
  waits.length = 0;
});

const gmailRequests = () => google.received.filter((r) => r.path.startsWith(google.USERS));

describe('the Gmail OAuth client', () => {
  it("builds Google's consent URL for offline, read-only access with PKCE", () => {
    const url = new URL(
      clientAt().authUrl({
        state: 'st',
        loginHint: 'owner@gmail.com',
        codeChallenge: 'ch',
        redirectUri: 'http://app/cb/',
      }),
    );
    expect(url.origin + url.pathname).toBe(google.endpoints().authBaseUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_type: 'offline',
      prompt: 'consent',
      scope: GMAIL_SCOPE,
      include_granted_scopes: 'true',
      state: 'st',
      login_hint: 'owner@gmail.com',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://app/cb/',
    });
  });

  it('exchanges the code with its verifier, then learns the account from the profile', async () => {
    await expect(clientAt().exchangeCode('good-code', 'verifier', 'http://app/cb/')).resolves.toEqual({
      refreshToken: 'refresh-new',
      accountEmail: 'owner@gmail.com',
    });
    const [token, profile] = google.received;
    expect(token).toMatchObject({
      method: 'POST',
      path: '/token',
      form: {
        grant_type: 'authorization_code',
        code: 'good-code',
        code_verifier: 'verifier',
        redirect_uri: 'http://app/cb/',
        client_id: 'client-1',
        client_secret: 'secret-1',
      },
    });
    expect(profile).toMatchObject({ method: 'GET', path: `${google.USERS}/profile` });
    expect(profile!.headers.authorization).toBe('Bearer access-0');
  });

  it('refuses a used code and a grant without the Gmail scope', async () => {
    await expect(clientAt().exchangeCode('used-code', 'v', 'http://app/cb/')).rejects.toBeInstanceOf(
      GmailAuthError,
    );
    await expect(clientAt().exchangeCode('openid-only', 'v', 'http://app/cb/')).rejects.toBeInstanceOf(
      GmailAuthError,
    );
    expect(gmailRequests()).toEqual([]);
  });

  it('revokes the token at Google, and only logs when Google refuses', async () => {
    await clientAt().revoke('refresh-1');
    expect(google.received).toEqual([
      expect.objectContaining({ method: 'POST', path: '/revoke', query: { token: 'refresh-1' } }),
    ]);

    google.script.push({ path: '/revoke', status: 400, body: { error: 'invalid_token' } });
    await expect(clientAt().revoke('refresh-2')).resolves.toBeUndefined();
    expect(warnings).toEqual([{ status: 400 }]);
    expect(JSON.stringify(warnings)).not.toContain('refresh-2');
  });
});

describe('the Gmail mailbox', () => {
  it('refreshes the access token once and sends it with each call', async () => {
    const mailbox = clientAt().mailbox('refresh-1');
    await mailbox.profile();
    await mailbox.profile();
    const [refresh, ...calls] = google.received;
    expect(refresh).toMatchObject({
      path: '/token',
      form: {
        grant_type: 'refresh_token',
        refresh_token: 'refresh-1',
        client_id: 'client-1',
        client_secret: 'secret-1',
      },
    });
    expect(calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      [`${google.USERS}/profile`, 'Bearer access-1'],
      [`${google.USERS}/profile`, 'Bearer access-1'],
    ]);
  });

  it('lists message ids of a label, page by page, spam included when asked for', async () => {
    const mailbox = clientAt().mailbox('refresh-1');
    await expect(mailbox.listMessageIds('SPAM', { pageToken: 'page-1', maxResults: 2 })).resolves.toEqual({
      ids: ['m2', 'm1'],
      nextPageToken: 'page-2',
    });
    await mailbox.listMessageIds('INBOX');
    expect(gmailRequests().map((r) => r.query)).toEqual([
      { labelIds: 'SPAM', pageToken: 'page-1', maxResults: '2', includeSpamTrash: 'true' },
      { labelIds: 'INBOX', maxResults: '100' },
    ]);
  });

  it('reads a message in raw form', async () => {
    const message = await clientAt().mailbox('refresh-1').getRaw('m1');
    expect(message).toEqual({
      id: 'm1',
      raw: Buffer.from(RAW_MESSAGE),
      labelIds: ['INBOX', 'UNREAD'],
      internalDate: '1700000000000',
    });
    expect(gmailRequests()).toEqual([
      expect.objectContaining({ path: `${google.USERS}/messages/m1`, query: { format: 'raw' } }),
    ]);
  });

  it('reads the messages added since a history id, without repeats', async () => {
    const page = await clientAt().mailbox('refresh-1').history('4200', { labelId: 'INBOX', pageToken: 'p2' });
    expect(page).toEqual({ addedIds: ['m3', 'm4'], historyId: '4301' });
    expect(gmailRequests()[0]!.query).toEqual({
      startHistoryId: '4200',
      labelId: 'INBOX',
      pageToken: 'p2',
      historyTypes: 'messageAdded',
    });
  });

  it('waits and retries after 429s, at least as long as Retry-After says', async () => {
    const path = `${google.USERS}/profile`;
    google.script.push({ path, status: 429, headers: { 'retry-after': '7' } }, { path, status: 429 });
    await expect(clientAt().mailbox('refresh-1').profile()).resolves.toEqual({
      emailAddress: 'owner@gmail.com',
      historyId: '4242',
    });
    expect(gmailRequests()).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(7000);
    expect(waits[1]).toBeGreaterThanOrEqual(1);
    expect(waits[1]).toBeLessThanOrEqual(2);
  });

  it('retries a 503 and gives up as unavailable after 5 tries', async () => {
    const path = `${google.USERS}/messages/m1`;
    google.script.push({ path, status: 503 });
    await expect(clientAt().mailbox('refresh-1').getRaw('m1')).resolves.toMatchObject({ id: 'm1' });

    google.received.length = 0;
    for (let i = 0; i < 5; i++) google.script.push({ path, status: 503 });
    await expect(clientAt().mailbox('refresh-1').getRaw('m1')).rejects.toBeInstanceOf(GmailUnavailableError);
    expect(gmailRequests()).toHaveLength(5);
  });

  it('answers HistoryTooOldError when Gmail no longer has the history id', async () => {
    google.script.push({ path: `${google.USERS}/history`, status: 404 });
    await expect(clientAt().mailbox('refresh-1').history('1')).rejects.toBeInstanceOf(HistoryTooOldError);
    expect(gmailRequests()).toHaveLength(1);
  });

  it('answers GmailMessageGoneError for a message deleted since it was listed', async () => {
    google.script.push({ path: `${google.USERS}/messages/m9`, status: 404 });
    await expect(clientAt().mailbox('refresh-1').getRaw('m9')).rejects.toBeInstanceOf(GmailMessageGoneError);
  });

  it('answers GmailAuthError when the refresh token is dead or Gmail refuses the access token', async () => {
    const dead = clientAt().mailbox('dead-token').profile();
    await expect(dead).rejects.toBeInstanceOf(GmailAuthError);
    await expect(dead).rejects.not.toThrow('dead-token');
    expect(gmailRequests()).toEqual([]);

    google.script.push({ path: `${google.USERS}/profile`, status: 401 });
    await expect(clientAt().mailbox('refresh-1').profile()).rejects.toBeInstanceOf(GmailAuthError);
  });

  it('answers GmailUnavailableError when Gmail cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailbox = clientAt(google.endpoints({ gmailBaseUrl: `http://127.0.0.1:${port}` })).mailbox(
      'refresh-1',
    );
    await expect(mailbox.profile()).rejects.toBeInstanceOf(GmailUnavailableError);
    expect(waits).toHaveLength(4);
  });
});
