import { eq } from 'drizzle-orm';
import { extensionHeartbeats } from '../../../src/modules/integrations/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { EXTENSION_OFFLINE_AFTER_MS } from '../../../src/modules/integrations/status.js';
import { useTestApp } from '../../helpers/app.js';
import type { Browser } from '../../helpers/browser.js';
import { SEARCH, signedInUser } from '../darkweb/darkweb-helpers.js';
import { HEARTBEAT, INTEGRATIONS, bearer, createIntegration, itemUrl } from './integration-helpers.js';

const ctx = useTestApp({ DARKWEB_SCAN_RATE_LIMIT: '100' });

const check = (browser: Browser, id: number) => browser.post(itemUrl(id, 'check_status'), {});

const pending = { status: 'pending', is_configured: false, health_status: 'unknown' };
const success = { status: 'success', is_configured: true, health_status: 'healthy' };

/** The stored state of an integration as the list answers it. */
async function stored(browser: Browser, type: string) {
  const { results } = (await browser.get(INTEGRATIONS)).json<{ results: { type: string }[] }>();
  return results.find((i) => i.type === type);
}

describe('check_status derives status from the real state (spec 001 §4 "Integration setup")', () => {
  it('dark web monitoring works once a scan is stored', async () => {
    const { browser } = await signedInUser(ctx.app);
    const darkweb = await createIntegration(browser, 'darkweb', 'dehashed');
    expect((await check(browser, darkweb.id)).json()).toMatchObject(pending);
    expect((await browser.get(`${INTEGRATIONS}check_darkweb_status/`)).json()).toEqual({
      has_scan_results: false,
    });

    expect((await browser.post(SEARCH, { save_results: true })).statusCode).toBe(200);
    expect((await browser.get(`${INTEGRATIONS}check_darkweb_status/`)).json()).toEqual({
      has_scan_results: true,
    });
    const res = await check(browser, darkweb.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...success,
      integration: { ...darkweb, is_active: true, is_configured: true, health_status: 'healthy' },
    });
    expect(await stored(browser, 'darkweb')).toMatchObject({ is_active: true, is_configured: true });
  });

  it('phone protection works once the number is verified', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const phone = await createIntegration(browser, 'phone', 'twilio');
    // A client's claim is not the state: the check puts it right.
    await browser.post(itemUrl(phone.id, 'update_status'), { status: 'active' });
    expect((await check(browser, phone.id)).json()).toMatchObject({
      ...pending,
      integration: { is_active: false },
    });

    await ctx.app.db.update(users).set({ phoneVerified: true }).where(eq(users.id, user.id));
    expect((await check(browser, phone.id)).json()).toMatchObject({
      ...success,
      integration: { is_active: true },
    });
  });

  it('web protection works while the extension reports in, and is offline after a week of silence', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const chrome = await createIntegration(browser, 'chrome', 'chrome');
    expect((await check(browser, chrome.id)).json()).toMatchObject(pending);

    const { access } = await bearer(ctx.app, user.id);
    const beat = await ctx.app.inject({ method: 'POST', url: HEARTBEAT, headers: { authorization: access } });
    expect(beat.statusCode).toBe(200);
    expect((await check(browser, chrome.id)).json()).toMatchObject(success);

    const longAgo = new Date(Date.now() - EXTENSION_OFFLINE_AFTER_MS - 60_000);
    await ctx.app.db
      .update(extensionHeartbeats)
      .set({ lastSeenAt: longAgo })
      .where(eq(extensionHeartbeats.userId, user.id));
    expect((await check(browser, chrome.id)).json()).toEqual({
      status: 'offline',
      is_configured: true,
      health_status: 'offline',
      integration: { ...chrome, is_active: false, is_configured: true, health_status: 'offline' },
    });
  });

  it.each(['email', 'financial'])('%s protection stays pending', async (type) => {
    const { browser } = await signedInUser(ctx.app);
    const integration = await createIntegration(browser, type);
    await browser.request({
      method: 'PATCH',
      url: itemUrl(integration.id),
      payload: { is_active: true, is_configured: true, health_status: 'healthy' },
    });
    expect((await check(browser, integration.id)).json()).toMatchObject({
      ...pending,
      integration: { is_active: false, is_configured: false },
    });
  });

  it('sync re-derives the status and records when', async () => {
    const { browser } = await signedInUser(ctx.app, { phone: '+12015550199' });
    const phone = await createIntegration(browser, 'phone', 'twilio');
    const before = Date.now();
    const res = await browser.post(itemUrl(phone.id, 'sync'), {});
    expect(res.statusCode).toBe(200);
    const synced = res.json<{ last_synced_at: string }>();
    expect(synced).toMatchObject({ id: phone.id, is_active: true, health_status: 'healthy' });
    expect(Date.parse(synced.last_synced_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('onboarding_status (spec 001 §3 "Required types")', () => {
  it('lists configured and active types and whether every required one is active', async () => {
    const { user, browser } = await signedInUser(ctx.app, { phone: '+12015550198' });
    const url = `${INTEGRATIONS}onboarding_status/`;
    expect((await browser.get(url)).json()).toEqual({
      has_integrations: false,
      configured_types: [],
      active_types: [],
      all_required_active: false,
    });

    const email = await createIntegration(browser, 'email', 'google');
    await browser.request({ method: 'PATCH', url: itemUrl(email.id), payload: { is_configured: true } });
    const phone = await createIntegration(browser, 'phone', 'twilio');
    await check(browser, phone.id);
    await ctx.app.integrations.markActive(user.id, 'darkweb');
    await ctx.app.integrations.extensionReportedIn(user.id);
    expect((await browser.get(url)).json()).toEqual({
      has_integrations: true,
      configured_types: ['darkweb', 'chrome', 'email', 'phone'],
      active_types: ['darkweb', 'chrome', 'phone'],
      all_required_active: false,
    });

    await browser.post(itemUrl(email.id, 'update_status'), { status: 'active' });
    expect((await browser.get(url)).json()).toMatchObject({ all_required_active: true });
  });
});
