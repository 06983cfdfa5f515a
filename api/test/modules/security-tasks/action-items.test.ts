import { eq } from 'drizzle-orm';
import { actionItems } from '../../../src/modules/security-tasks/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import {
  ITEMS,
  activate,
  itemAction,
  itemOf,
  itemsOf,
  scanWithPasswordsIn,
  verifyPhone,
} from './tasks-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp({ DARKWEB_SCAN_RATE_LIMIT: '100' });

const notFound = { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] };

describe('GET /security-tasks/api/action-items/ (spec 001 §4, §7)', () => {
  it('answers 401 when signed out, before CSRF', async () => {
    const browser = new Browser(ctx.app);
    for (const res of [await browser.get(ITEMS), await browser.post(itemAction(1, 'complete'), {})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated());
    }
  });

  it('answers 401 signed out even to a bad body, then 403 without the CSRF token, then 400', async () => {
    const { browser } = await signedInUser(ctx.app);
    const item = itemOf(await itemsOf(browser), 'verify_phone');
    const url = itemAction(item?.id ?? 0, 'verify_phone');
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url, badBody: { phone_number: 42 } });
  });

  it("makes a new user's items from their state, most urgent first, in a list envelope", async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.get(ITEMS);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; next: null; previous: null; results: unknown[] }>();
    expect(body).toMatchObject({ count: 4, next: null, previous: null });
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        kind: 'run_dark_web_scan',
        title: 'Run your first dark web scan',
        description: expect.stringContaining('data breach'),
        priority: 'high',
        completed: false,
        completed_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { integration_type: 'darkweb' },
      },
      expect.objectContaining({
        kind: 'verify_phone',
        priority: 'high',
        data: { integration_type: 'phone' },
      }),
      expect.objectContaining({
        kind: 'enable_protection',
        priority: 'medium',
        data: { integration_type: 'email' },
      }),
      expect.objectContaining({
        kind: 'install_extension',
        priority: 'medium',
        data: { integration_type: 'chrome' },
      }),
    ]);
  });

  it('is idempotent: listing again, or in parallel, adds nothing', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await Promise.all([itemsOf(browser), itemsOf(browser), itemsOf(browser)]);
    const again = await itemsOf(browser);
    const rows = await ctx.app.db.select().from(actionItems).where(eq(actionItems.userId, user.id));
    expect(rows).toHaveLength(4);
    expect(again.map((i) => i.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('completes items by themselves once the state is fixed, and lists them after the open ones', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const before = await itemsOf(browser);
    await verifyPhone(ctx.app, user.id, '+12015550123');
    await activate(ctx.app, user.id, 'chrome');
    const after = await itemsOf(browser);
    expect(after.map((i) => [i.kind, i.completed])).toEqual([
      ['run_dark_web_scan', false],
      ['enable_protection', false],
      ['register_donotcall', false],
      ['install_extension', true],
      ['verify_phone', true],
    ]);
    expect(itemOf(after, 'verify_phone')?.id).toBe(itemOf(before, 'verify_phone')?.id);
    expect(itemOf(after, 'verify_phone')?.completed_at).toEqual(expect.any(String));
  });

  it('offers the Do Not Call Registry only for a verified US number', async () => {
    const us = await signedInUser(ctx.app, { phone: '+12015550124' });
    expect(itemOf(await itemsOf(us.browser), 'register_donotcall')).toMatchObject({
      title: 'Add your number to the Do Not Call Registry',
      priority: 'low',
      data: { registry_url: 'https://www.donotcall.gov/' },
    });
    const french = await signedInUser(ctx.app, { phone: '+33612345678' });
    expect(itemOf(await itemsOf(french.browser), 'register_donotcall')).toBeUndefined();
  });

  it('asks to change each password a scan exposed, and completes those the next scan no longer finds', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    expect(itemOf(await itemsOf(browser), 'run_dark_web_scan')?.completed).toBe(false);
    await scanWithPasswordsIn(ctx.app, browser, user.email, ['LinkedIn', 'Adobe']);
    const exposed = await itemsOf(browser);
    expect(itemOf(exposed, 'run_dark_web_scan')?.completed).toBe(true);
    expect(itemOf(exposed, 'change_password', 'LinkedIn')).toMatchObject({
      title: 'Change your LinkedIn password',
      description:
        'Your password appeared in the LinkedIn breach. Change it there and anywhere you reused it.',
      priority: 'high',
      completed: false,
    });
    expect(itemOf(exposed, 'change_password', 'Adobe')?.completed).toBe(false);

    await scanWithPasswordsIn(ctx.app, browser, user.email, ['Adobe']);
    const later = await itemsOf(browser);
    expect(itemOf(later, 'change_password', 'LinkedIn')?.completed).toBe(true);
    expect(itemOf(later, 'change_password', 'Adobe')?.completed).toBe(false);

    await scanWithPasswordsIn(ctx.app, browser, user.email, ['LinkedIn', 'Adobe']);
    const reopened = itemOf(await itemsOf(browser), 'change_password', 'LinkedIn');
    expect(reopened).toMatchObject({
      id: itemOf(exposed, 'change_password', 'LinkedIn')?.id,
      completed: false,
    });
    expect(reopened?.completed_at).toBeNull();
  });

  it('never brings back an item the user completed, even while its condition holds', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await scanWithPasswordsIn(ctx.app, browser, user.email, ['Canva']);
    const item = itemOf(await itemsOf(browser), 'change_password', 'Canva');
    expect((await browser.post(itemAction(item?.id ?? 0, 'complete'), {})).statusCode).toBe(200);

    await scanWithPasswordsIn(ctx.app, browser, user.email, ['Canva']);
    const items = (await itemsOf(browser)).filter((i) => i.kind === 'change_password');
    expect(items).toEqual([expect.objectContaining({ id: item?.id, completed: true })]);
  });

  it('leaves items it did not make alone', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await ctx.app.db.insert(actionItems).values({
      userId: user.id,
      key: 'agent:42',
      kind: 'change_password',
      title: 'Change your bank password',
      description: 'The assistant suggested it.',
      priority: 'medium',
    });
    expect(itemOf(await itemsOf(browser), 'change_password')?.completed).toBe(false);
  });
});

describe('POST /security-tasks/api/action-items/{id}/complete/ (spec 001 §4)', () => {
  it('completes the item now and answers it', async () => {
    const { browser } = await signedInUser(ctx.app);
    const item = itemOf(await itemsOf(browser), 'install_extension');
    const res = await browser.post(itemAction(item?.id ?? 0, 'complete'), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...item, completed: true, completed_at: expect.any(String) });
    expect(itemOf(await itemsOf(browser), 'install_extension')?.completed).toBe(true);
  });

  it("answers 404 for another user's item and for an unknown id, 400 for a malformed one", async () => {
    const owner = await signedInUser(ctx.app);
    const item = itemOf(await itemsOf(owner.browser), 'verify_phone');
    const stranger = await signedInUser(ctx.app);
    for (const id of [item?.id ?? 0, 2 ** 31 - 1]) {
      const res = await stranger.browser.post(itemAction(id, 'complete'), {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(itemOf(await itemsOf(owner.browser), 'verify_phone')?.completed).toBe(false);
    const res = await stranger.browser.post(`${ITEMS}abc/complete/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'invalid', param: 'id' });
  });
});
