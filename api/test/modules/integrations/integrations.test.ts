import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import {
  DEFAULTS,
  INTEGRATIONS,
  NOT_FOUND,
  createIntegration,
  itemUrl,
  type Integration,
} from './integration-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp();

const patch = (browser: Browser, url: string, payload: object) =>
  browser.request({ method: 'PATCH', url, payload });

describe('integrations collection (spec 001 §3, §7 "Integrations")', () => {
  it('answers 401 to every call when signed out', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    for (const res of [
      await browser.get(INTEGRATIONS),
      await browser.post(INTEGRATIONS, { type: 'chrome', provider: 'chrome' }),
      await patch(browser, itemUrl(1), { is_active: true }),
      await browser.post(itemUrl(1, 'update_status'), { status: 'active' }),
      await browser.post(itemUrl(1, 'check_status'), {}),
      await browser.post(itemUrl(1, 'sync'), {}),
      await browser.get(`${INTEGRATIONS}onboarding_status/`),
      await browser.get(`${INTEGRATIONS}check_darkweb_status/`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated());
    }
  });

  it('creates the default integrations and lists them in type order', async () => {
    const { browser } = await signedInUser(ctx.app);
    expect((await browser.get(INTEGRATIONS)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    for (const { type, provider } of [...DEFAULTS].reverse()) {
      const res = await browser.post(INTEGRATIONS, {
        type,
        provider,
        is_active: false,
        is_configured: false,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        type,
        provider,
        is_active: false,
        is_configured: false,
        health_status: 'unknown',
        last_synced_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    const list = (await browser.get(INTEGRATIONS)).json<{ count: number; results: Integration[] }>();
    expect(list.count).toBe(4);
    expect(list.results.map((i) => [i.type, i.provider])).toEqual(DEFAULTS.map((d) => [d.type, d.provider]));
  });

  it('refuses a second integration of a type, even from concurrent requests', async () => {
    const { browser } = await signedInUser(ctx.app);
    const body = { type: 'phone', provider: 'twilio' };
    const answers = await Promise.all([browser.post(INTEGRATIONS, body), browser.post(INTEGRATIONS, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({
      status: 'error',
      errors: [
        { message: 'You already have an integration of this type.', code: 'already_exists', param: 'type' },
      ],
    });
    expect((await browser.get(INTEGRATIONS)).json().count).toBe(1);
  });

  it.each([
    [{ type: 'fax', provider: 'x' }, 'type'],
    [{ type: 'email' }, 'provider'],
    [{ type: 'email', provider: '' }, 'provider'],
    [{ type: 'email', provider: 'google', is_active: 'yes' }, 'is_active'],
  ])('answers 400 in our error shape for %p', async (body, param) => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.post(INTEGRATIONS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: expect.any(String), code: 'invalid', param }],
    });
  });

  it('answers 401 signed out even to a bad body, then 403 without the CSRF token, then 400', async () => {
    const { browser } = await signedInUser(ctx.app);
    const email = await createIntegration(browser, 'email');
    const badBody = { health_status: 'great' };
    await expectRefusalOrder(ctx.app, browser, {
      method: 'POST',
      url: INTEGRATIONS,
      badBody: { type: 'tv' },
    });
    await expectRefusalOrder(ctx.app, browser, { method: 'PATCH', url: itemUrl(email.id), badBody });
  });

  it('checks CSRF on creation', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.post(INTEGRATIONS, { type: 'chrome', provider: 'chrome' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('keeps each user to their own integrations', async () => {
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    await createIntegration(alice.browser, 'email', 'google');
    expect((await bob.browser.get(INTEGRATIONS)).json().count).toBe(0);
    expect((await bob.browser.post(INTEGRATIONS, { type: 'email', provider: 'google' })).statusCode).toBe(
      201,
    );
  });
});

describe('one integration (spec 001 §4, §7)', () => {
  it('updates some fields with PATCH and leaves the rest', async () => {
    const { browser } = await signedInUser(ctx.app);
    const email = await createIntegration(browser, 'email', 'google');
    const res = await patch(browser, itemUrl(email.id), { provider: 'outlook', health_status: 'warning' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...email, provider: 'outlook', health_status: 'warning' });
    const unchanged = await patch(browser, itemUrl(email.id), {});
    expect(unchanged.json()).toEqual(res.json());
  });

  it('refuses a PATCH with an unknown health status or id', async () => {
    const { browser } = await signedInUser(ctx.app);
    const email = await createIntegration(browser, 'email');
    const bad = await patch(browser, itemUrl(email.id), { health_status: 'great' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'invalid', param: 'health_status' });
    expect((await patch(browser, `${INTEGRATIONS}abc/`, {})).statusCode).toBe(400);
    const missing = await patch(browser, itemUrl(2 ** 31 - 1), { is_active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
  });

  it('sets the status with update_status: inactive also means offline', async () => {
    const { browser } = await signedInUser(ctx.app);
    const phone = await createIntegration(browser, 'phone', 'twilio');
    const active = await browser.post(itemUrl(phone.id, 'update_status'), { status: 'active' });
    expect(active.json()).toMatchObject({ is_active: true, health_status: 'unknown' });
    const inactive = await browser.post(itemUrl(phone.id, 'update_status'), { status: 'inactive' });
    expect(inactive.json()).toMatchObject({ is_active: false, health_status: 'offline' });
    const bad = await browser.post(itemUrl(phone.id, 'update_status'), { status: 'paused' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'invalid', param: 'status' });
  });

  it("answers 404 for another user's integration on every call", async () => {
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    const chrome = await createIntegration(alice.browser, 'chrome', 'chrome');
    for (const res of [
      await patch(bob.browser, itemUrl(chrome.id), { is_active: true }),
      await bob.browser.post(itemUrl(chrome.id, 'update_status'), { status: 'active' }),
      await bob.browser.post(itemUrl(chrome.id, 'check_status'), {}),
      await bob.browser.post(itemUrl(chrome.id, 'sync'), {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await alice.browser.get(INTEGRATIONS)).json().results).toEqual([chrome]);
  });
});
