import { eq } from 'drizzle-orm';
import { extensionHeartbeats } from '../../../src/modules/integrations/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { HEARTBEAT, INTEGRATIONS, bearer, type Integration } from './integration-helpers.js';

const ctx = useTestApp();

const heartbeat = (authorization?: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: HEARTBEAT,
    headers: authorization ? { authorization } : {},
    ...(payload ? { payload } : {}),
  });

const lastReport = async (userId: number) => {
  const [row] = await ctx.app.db
    .select()
    .from(extensionHeartbeats)
    .where(eq(extensionHeartbeats.userId, userId));
  return row;
};

describe('POST /integrations/api/extension/heartbeat/ (spec 001 §4; issue 4 chrome integration)', () => {
  it('refuses a missing header, a bad token and a refresh token with 401', async () => {
    const { user } = await signedInUser(ctx.app);
    const { refresh, access } = await bearer(ctx.app, user.id);
    const missing = await heartbeat();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="api"');
    const invalid = { detail: 'Given token not valid for any token type' };
    for (const [authorization, body] of [
      [refresh, invalid],
      [`${access}x`, invalid],
      [access.replace('Bearer', 'Basic'), missing.json()],
    ] as const) {
      const res = await heartbeat(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(body);
    }
    expect(await lastReport(user.id)).toBeUndefined();
  });

  it('records the report and makes web protection configured, active and healthy', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const { access } = await bearer(ctx.app, user.id);
    const res = await heartbeat(access, { version: '2.4.1', browser: 'chrome', extra: 'dropped' });
    expect(res.statusCode).toBe(200);
    // The account, for the extension's popup (issue 32 item 4).
    expect(res.json()).toEqual({ status: 'success', account: { email: user.email } });
    expect(await lastReport(user.id)).toMatchObject({ version: '2.4.1', browser: 'chrome' });

    const { results } = (await browser.get(INTEGRATIONS)).json<{ results: Integration[] }>();
    expect(results).toEqual([
      expect.objectContaining({
        type: 'chrome',
        provider: 'chrome',
        is_active: true,
        is_configured: true,
        health_status: 'healthy',
      }),
    ]);

    // A later report without a body keeps what the extension said about itself.
    expect((await heartbeat(access)).statusCode).toBe(200);
    expect(await lastReport(user.id)).toMatchObject({ version: '2.4.1', browser: 'chrome' });
    expect((await browser.get(INTEGRATIONS)).json().count).toBe(1);
  });

  it('answers 400 in our error shape for a bad body', async () => {
    const { user } = await signedInUser(ctx.app);
    const { access } = await bearer(ctx.app, user.id);
    const res = await heartbeat(access, { version: 'v'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [
        { message: 'Ensure this value has at most 50 characters.', code: 'invalid', param: 'version' },
      ],
    });
  });
});

describe('app.integrations.markActive (used by the dark web scan)', () => {
  it('creates the integration when missing and activates an existing one', async () => {
    const { user } = await signedInUser(ctx.app);
    const created = await ctx.app.integrations.markActive(user.id, 'darkweb');
    expect(created).toMatchObject({ type: 'darkweb', provider: 'dehashed', isActive: true });
    await ctx.app.integrations.update(user.id, created.id, { isActive: false, healthStatus: 'unknown' });
    const again = await ctx.app.integrations.markActive(user.id, 'darkweb');
    expect(again).toMatchObject({
      id: created.id,
      isActive: true,
      isConfigured: true,
      healthStatus: 'healthy',
    });
  });

  it('leaves one the user turned off as it is, until they turn it on (issue 14)', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const created = await ctx.app.integrations.markActive(user.id, 'chrome');
    await browser.post(`${INTEGRATIONS}${created.id}/update_status/`, { status: 'inactive' });
    expect(await ctx.app.integrations.markActive(user.id, 'chrome')).toMatchObject({ isActive: false });
    const check = await browser.post(`${INTEGRATIONS}${created.id}/check_status/`, {});
    expect(check.json()).toMatchObject({ status: 'offline', integration: { is_active: false } });
    await browser.post(`${INTEGRATIONS}${created.id}/update_status/`, { status: 'active' });
    expect(await ctx.app.integrations.markActive(user.id, 'chrome')).toMatchObject({ isActive: true });
  });
});
