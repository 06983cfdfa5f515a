import { eq, sql } from 'drizzle-orm';
import { createTokensRepository } from '../../../src/modules/tokens/repository.js';
import { extensionTokenFamilies as families } from '../../../src/modules/tokens/schema.js';
import { createExtensionTokens } from '../../../src/modules/tokens/service.js';
import { useTestApp } from '../../helpers/app.js';
import {
  REDIRECT,
  buttonHref,
  codeOf,
  exchange,
  signedInBrowser,
} from '../mobile-auth/mobile-auth-helpers.js';
import { TOKEN_NOT_VALID, extensionUser, refresh } from './token-helpers.js';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the start of `userId`'s token families `ms` into the past (the clock stays put). */
const familiesBegunAgo = (userId: number, ms: number) =>
  ctx.app.db
    .update(families)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(families.userId, userId));

/**
 * Issue 30 F2: a refresh token rotated again and again kept a sign-in alive for ever (each
 * refresh restarted the 7-day idle expiry). A family now refreshes for
 * REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS (default 30) from its first pair, however active.
 */
describe('the absolute lifetime of extension and mobile sign-ins', () => {
  it('defaults to 30 days', () => {
    expect(ctx.app.config.refreshTokenAbsoluteDays).toBe(30);
  });

  it("refuses an active extension family's refresh past 30 days, as an expired token", async () => {
    const { user, tokens } = await extensionUser(ctx.app);
    // Active all along: a refresh a few hours ago gave a token far from its 7-day idle expiry.
    const current = (await refresh(ctx.app, { refresh_token: tokens.refresh_token })).json();

    await familiesBegunAgo(user.id, 30 * DAY_MS - 60 * 60_000);
    const young = await refresh(ctx.app, { refresh_token: current.refresh_token });
    expect(young.statusCode).toBe(200);

    await familiesBegunAgo(user.id, 30 * DAY_MS + 60_000);
    const old = await refresh(ctx.app, { refresh_token: young.json().refresh_token });
    expect([old.statusCode, old.json()]).toEqual([401, TOKEN_NOT_VALID]);
  });

  it("ends the mobile app's sign-in alike", async () => {
    const { user, browser } = await signedInBrowser(ctx.app);
    const code = codeOf(buttonHref((await browser.get(REDIRECT)).body));
    const tokens = (await exchange(ctx.app, { code })).json();
    await familiesBegunAgo(user.id, 31 * DAY_MS);
    const res = await refresh(ctx.app, { refresh_token: tokens.refresh_token });
    expect([res.statusCode, res.json()]).toEqual([401, TOKEN_NOT_VALID]);
  });

  it('follows the configured number of days, on the service clock', async () => {
    const { user } = await extensionUser(ctx.app);
    const repository = createTokensRepository(ctx.app.db);
    const { secretKey } = ctx.app.config;
    let clock = Date.now();
    const tokens = createExtensionTokens(secretKey, repository, { now: () => clock, absoluteDays: 2 });
    const first = await tokens.issue(user.id);

    clock += 2 * DAY_MS - 60_000;
    const second = await tokens.refresh(first.refresh_token);
    clock += 2 * 60_000;
    await expect(tokens.refresh(second.refresh_token)).rejects.toMatchObject({
      statusCode: 401,
      body: TOKEN_NOT_VALID,
    });
  });
});
