import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../../../../src/app.js';
import { APP_HOOK_TIMEOUT, testConfig } from '../../../../helpers/app.js';
import { openTestDatabase } from '../../../../helpers/database.js';
import { REDIRECT_URI, codeFor, eml, gmailGet, putMessage, tokenRequest, tokensFor } from './stand-in.js';

const EMAIL = 'ada@example.com';
const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-gmail-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;

/** The server as started on `dataDir`: a new app, nothing kept in memory from the last one. */
async function start(): Promise<App> {
  const app = await buildApp(testConfig(dataDir), { database: database.handle });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
}, APP_HOOK_TIMEOUT);
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
}, APP_HOOK_TIMEOUT);

const listing = async (app: App, token: string) =>
  (await gmailGet(app, token, '/messages?labelIds=INBOX')).json<{
    messages: { id: string; threadId: string }[];
  }>();

describe('the Gmail stand-in across a restart (its state lives in DATA_DIR/gmail)', () => {
  it(
    'keeps message ids, history ids, tokens and revocations',
    async () => {
      let app = await start();
      putMessage(dataDir, EMAIL, 'a.eml', eml({ subject: 'A' }), 1_700_000_000);
      putMessage(dataDir, EMAIL, 'b.eml', eml({ subject: 'B' }), 1_700_000_100);
      const kept = await tokensFor(app, EMAIL);
      const revoked = await tokensFor(app, EMAIL);
      const before = await listing(app, kept.access_token);
      const profile = (await gmailGet(app, kept.access_token, '/profile')).json();
      expect(profile.historyId).toBe('2');
      const revoke = await app.inject({
        method: 'POST',
        url: `/dev-oidc/google/revoke?token=${revoked.refresh_token}`,
      });
      expect(revoke.statusCode).toBe(200);
      const redeemed = await codeFor(app, EMAIL);
      expect(
        (
          await tokenRequest(app, {
            grant_type: 'authorization_code',
            code: redeemed,
            redirect_uri: REDIRECT_URI,
          })
        ).statusCode,
      ).toBe(200);
      await app.close();

      app = await start();
      try {
        expect(await listing(app, kept.access_token)).toEqual(before);
        expect((await gmailGet(app, kept.access_token, '/profile')).json()).toEqual(profile);
        const refresh = await tokenRequest(app, {
          grant_type: 'refresh_token',
          refresh_token: kept.refresh_token,
        });
        expect(refresh.statusCode).toBe(200);
        const refused = await tokenRequest(app, {
          grant_type: 'refresh_token',
          refresh_token: revoked.refresh_token,
        });
        expect(refused.json()).toMatchObject({ error: 'invalid_grant' });
        expect((await gmailGet(app, revoked.access_token, '/profile')).statusCode).toBe(401);
        const reused = await tokenRequest(app, {
          grant_type: 'authorization_code',
          code: redeemed,
          redirect_uri: REDIRECT_URI,
        });
        expect(reused.json()).toMatchObject({ error: 'invalid_grant' });

        putMessage(dataDir, EMAIL, 'c.eml', eml({ subject: 'C' }));
        const history = (await gmailGet(app, kept.access_token, '/history?startHistoryId=2')).json();
        expect(history.history.map((h: { id: string }) => h.id)).toEqual(['3']);
      } finally {
        await app.close();
      }
    },
    APP_HOOK_TIMEOUT,
  );
});
