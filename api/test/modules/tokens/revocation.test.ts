import { createHash, randomBytes } from 'node:crypto';
import { passwordResetKeys } from '../../../src/modules/auth/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  REDIRECT,
  buttonHref,
  codeOf,
  exchange,
  signedInBrowser,
} from '../mobile-auth/mobile-auth-helpers.js';
import { PASSWORD, TOKENS, extensionUser, ingestStatus, refresh } from './token-helpers.js';

const ctx = useTestApp();
const AUTH = '/_allauth/browser/v1';

/** Both tokens of the pair are refused: access by the ingest endpoint, refresh by refresh. */
async function expectRevoked(tokens: { access_token: string; refresh_token: string }) {
  expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(401);
  expect((await refresh(ctx.app, { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
}

/** Issue 15 item 4: what ends a session or changes the password ends the tokens too. */
describe('extension and mobile tokens are revocable', () => {
  it('stop working after logout of the session that issued them, not of another', async () => {
    const { email, browser, tokens } = await extensionUser(ctx.app);
    const other = new Browser(ctx.app);
    await other.login(email, PASSWORD);
    const otherTokens = (await other.get(TOKENS)).json();
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(201);

    expect((await browser.request({ method: 'DELETE', url: `${AUTH}/auth/session` })).statusCode).toBe(401);
    await expectRevoked(tokens);
    expect(await ingestStatus(ctx.app, otherTokens.access_token)).toBe(201);
    expect((await refresh(ctx.app, { refresh_token: otherTokens.refresh_token })).statusCode).toBe(200);
  });

  it('stop working after a password change, also those of other sessions', async () => {
    const { email, browser, tokens } = await extensionUser(ctx.app);
    const other = new Browser(ctx.app);
    await other.login(email, PASSWORD);
    const otherTokens = (await other.get(TOKENS)).json();
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(201);

    const change = await browser.post(`${AUTH}/account/password/change`, {
      current_password: PASSWORD,
      new_password: 'Another-password-456',
    });
    expect(change.statusCode).toBe(200);
    await expectRevoked(tokens);
    await expectRevoked(otherTokens);
    // Tokens fetched after the change work.
    const fresh = (await browser.get(TOKENS)).json();
    expect(await ingestStatus(ctx.app, fresh.access_token)).toBe(201);
  });

  it('stop working after a password reset', async () => {
    const { user, tokens } = await extensionUser(ctx.app);
    const key = randomBytes(24).toString('base64url');
    await ctx.app.db.insert(passwordResetKeys).values({
      keyHash: createHash('sha256').update(key).digest('hex'),
      userId: user.id,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(201);

    const visitor = new Browser(ctx.app);
    await visitor.get(`${AUTH}/auth/session`);
    const reset = await visitor.post(`${AUTH}/auth/password/reset`, { key, password: 'Reset-password-789' });
    expect(reset.statusCode).toBe(401);
    await expectRevoked(tokens);
  });

  it("treat the mobile app's tokens alike: they refresh, and a password change ends them", async () => {
    const { user, browser } = await signedInBrowser(ctx.app);
    const code = codeOf(buttonHref((await browser.get(REDIRECT)).body));
    const tokens = (await exchange(ctx.app, { code })).json();
    expect(await ingestStatus(ctx.app, tokens.access_token)).toBe(201);
    const next = (await refresh(ctx.app, { refresh_token: tokens.refresh_token })).json();
    expect(await ingestStatus(ctx.app, next.access_token)).toBe(201);

    // Issued by the code exchange, not by a session: the browser's logout leaves them alone.
    await browser.request({ method: 'DELETE', url: `${AUTH}/auth/session` });
    expect(await ingestStatus(ctx.app, next.access_token)).toBe(201);

    const again = new Browser(ctx.app);
    await again.login(user.email, 'Password-123');
    const change = await again.post(`${AUTH}/account/password/change`, {
      current_password: 'Password-123',
      new_password: 'Another-password-456',
    });
    expect(change.statusCode).toBe(200);
    await expectRevoked(next);
  });
});
