import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deliverMessages } from '../../../../../src/modules/oidc/dev-provider/gmail/deliver.js';
import { useTestApp } from '../../../../helpers/app.js';
import { eml, gmailGet, putMessage, tokensFor } from './stand-in.js';

const ctx = useTestApp();
const FIXTURES = fileURLToPath(new URL('../../../../fixtures/gmail/', import.meta.url));
const DAY_S = 86_400;
const T0 = Date.UTC(2024, 9, 1) / 1000;

type List = {
  messages?: { id: string; threadId: string }[];
  nextPageToken?: string;
  resultSizeEstimate: number;
};

/** A mailbox of its own for one test, and an access token to it. */
async function mailbox(name: string) {
  const email = `${name}@example.com`;
  const { access_token } = await tokensFor(ctx.app, email);
  const get = (path: string) => gmailGet(ctx.app, access_token, path);
  const list = async (query: string) => (await get(`/messages?${query}`)).json<List>();
  return { email, token: access_token, get, list };
}

/** Every id of a listing, following nextPageToken. */
async function allPages(list: (query: string) => Promise<List>, query: string) {
  const ids: string[] = [];
  let token: string | undefined;
  do {
    const page = await list(`${query}${token ? `&pageToken=${token}` : ''}`);
    ids.push(...(page.messages ?? []).map((m) => m.id));
    token = page.nextPageToken;
  } while (token);
  return ids;
}

describe("the Gmail stand-in's REST API (issue 14, users.* under /dev-oidc/google/gmail/v1)", () => {
  it("answers 401 with Google's error JSON without a valid access token, 403 for another user", async () => {
    const { refresh_token, access_token } = await tokensFor(ctx.app, 'ada@example.com');
    for (const token of ['', 'garbage', refresh_token]) {
      const res = await gmailGet(ctx.app, token, '/profile');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
      expect(res.json()).toEqual({
        error: {
          code: 401,
          message: expect.stringContaining('Request had invalid authentication credentials.'),
          errors: [expect.objectContaining({ reason: 'authError' })],
          status: 'UNAUTHENTICATED',
        },
      });
    }
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/dev-oidc/google/gmail/v1/users/bea@example.com/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lists messages newest first, a page at a time, carrying ALL the labels asked for', async () => {
    const box = await mailbox('lists');
    const inbox = [1, 2, 3, 4, 5].map((day) =>
      putMessage(
        ctx.dataDir,
        box.email,
        `m${day}.eml`,
        eml({ subject: `Day ${day}`, date: new Date((T0 + day * DAY_S) * 1000).toUTCString() }),
      ),
    );
    putMessage(ctx.dataDir, box.email, 'spam.eml', eml({ subject: 'Prize', labels: 'Spam, Unread' }));
    putMessage(
      ctx.dataDir,
      box.email,
      'promo.eml',
      eml({ subject: 'Sale', labels: 'Inbox, Category Promotions' }),
    );
    putMessage(ctx.dataDir, box.email, 'archived.eml', eml({ subject: 'Old', labels: 'Archived, Opened' }));
    expect(inbox).toHaveLength(5);

    const first = await box.list('labelIds=INBOX&maxResults=2');
    expect(first.messages).toHaveLength(2);
    expect(first.resultSizeEstimate).toBe(6);
    const ids = await allPages(box.list, 'labelIds=INBOX&maxResults=2');
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    const subjects = [];
    for (const id of ids)
      subjects.push(
        (await (await box.get(`/messages/${id}?format=metadata&metadataHeaders=Subject`)).json()).payload
          .headers[0].value,
      );
    // The undated message arrived now (its file's time): newer than the dated ones.
    expect(subjects.slice(-5)).toEqual(['Day 5', 'Day 4', 'Day 3', 'Day 2', 'Day 1']);

    const promo = await box.list('labelIds=INBOX&labelIds=CATEGORY_PROMOTIONS');
    expect(promo.messages).toHaveLength(1);
    expect((await box.list('')).resultSizeEstimate).toBe(7);
    expect((await box.list('includeSpamTrash=true')).resultSizeEstimate).toBe(8);
    expect((await box.list('labelIds=SPAM')).resultSizeEstimate).toBe(1);
    expect((await box.list('q=subject:"Day 3"')).resultSizeEstimate).toBe(1);
    expect(await box.list('labelIds=TRASH')).toEqual({ resultSizeEstimate: 0 });
    expect((await box.get('/messages?pageToken=nonsense')).statusCode).toBe(400);
  });

  it('answers a message in every format; raw is the file, byte for byte', async () => {
    const box = await mailbox('formats');
    await deliverMessages(ctx.dataDir, box.email, [`${FIXTURES}scam.eml`]);
    const { id, threadId } = (await box.list('labelIds=INBOX')).messages![0]!;

    const raw = (await box.get(`/messages/${id}?format=raw`)).json();
    expect(raw).toMatchObject({ id, threadId, labelIds: ['INBOX', 'CATEGORY_UPDATES', 'UNREAD'] });
    expect(raw.internalDate).toBe(String(Date.UTC(2024, 9, 7, 9, 15)));
    expect(raw.snippet).toMatch(/^We noticed unusual activity\. Confirm your identity/);
    expect(Buffer.from(raw.raw, 'base64url').equals(readFileSync(`${FIXTURES}scam.eml`))).toBe(true);
    expect(raw.sizeEstimate).toBe(readFileSync(`${FIXTURES}scam.eml`).length);

    const full = (await box.get(`/messages/${id}`)).json();
    expect(full.raw).toBeUndefined();
    expect(full.payload.mimeType).toBe('multipart/alternative');
    expect(full.payload.headers).toContainEqual({ name: 'Subject', value: 'Your account has been limited' });
    expect(full.payload.parts.map((p: { mimeType: string }) => p.mimeType)).toEqual([
      'text/plain',
      'text/html',
    ]);
    expect(Buffer.from(full.payload.parts[1].body.data, 'base64url').toString()).toContain(
      'paypa1-security.com/verify',
    );

    const minimal = (await box.get(`/messages/${id}?format=minimal`)).json();
    expect(Object.keys(minimal).sort()).toEqual(
      ['historyId', 'id', 'internalDate', 'labelIds', 'sizeEstimate', 'snippet', 'threadId'].sort(),
    );
  });

  it("answers Google's 404 for an unknown message and 400 for a malformed id", async () => {
    const box = await mailbox('missing');
    const res = await box.get('/messages/0123456789abcdef');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 404,
        message: 'Requested entity was not found.',
        errors: [{ message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' }],
        status: 'NOT_FOUND',
      },
    });
    expect((await box.get('/messages/not-an-id')).statusCode).toBe(400);
  });

  it('reports a delivered file in the history since the last sync, in its thread', async () => {
    const box = await mailbox('history');
    putMessage(ctx.dataDir, box.email, 'first.eml', `Message-ID: <a@x>\r\n${eml({ subject: 'Plans' })}`);
    const { historyId } = (await box.get('/profile')).json();
    expect((await box.get(`/history?startHistoryId=${historyId}`)).json()).toEqual({ historyId });

    const reply = `In-Reply-To: <a@x>\r\n${eml({ subject: 'Re: Plans' })}`;
    const replyFile = putMessage(ctx.dataDir, box.email, 'reply.eml', reply);
    const added = (
      await box.get(`/history?startHistoryId=${historyId}&historyTypes=messageAdded&labelId=INBOX`)
    ).json();
    const [first] = (await box.list('q=subject:Plans -subject:Re')).messages!;
    expect(added.history).toEqual([
      {
        id: String(Number(historyId) + 1),
        messages: [{ id: expect.any(String), threadId: first!.threadId }],
        messagesAdded: [
          { message: { id: expect.any(String), threadId: first!.threadId, labelIds: ['INBOX'] } },
        ],
      },
    ]);
    expect(added.historyId).toBe(String(Number(historyId) + 1));

    rmSync(replyFile);
    const since = (
      await box.get(`/history?startHistoryId=${added.historyId}&historyTypes=messageAdded`)
    ).json();
    expect(since).toEqual({ historyId: String(Number(historyId) + 2) });
    const profile = (await box.get('/profile')).json();
    expect(profile).toEqual({
      emailAddress: box.email,
      messagesTotal: 1,
      threadsTotal: 1,
      historyId: since.historyId,
    });
  });

  it('keeps the last 500 history records: an older start id is 404, a recent one pages', async () => {
    const box = await mailbox('busy');
    for (let n = 0; n < 510; n++)
      putMessage(ctx.dataDir, box.email, `n${n}.eml`, eml({ subject: `N${n}` }), T0 + n);
    expect((await box.get('/profile')).json()).toMatchObject({ messagesTotal: 510, historyId: '510' });
    expect((await box.get('/history?startHistoryId=9')).statusCode).toBe(404);
    const page = (await box.get('/history?startHistoryId=10&maxResults=400')).json();
    expect(page.history).toHaveLength(400);
    expect(page.history[0].id).toBe('11');
    const next = (await box.get(`/history?startHistoryId=10&pageToken=${page.nextPageToken}`)).json();
    expect(next.history.map((h: { id: string }) => h.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(411 + i)),
    );
    expect(next.nextPageToken).toBeUndefined();
  });
});
