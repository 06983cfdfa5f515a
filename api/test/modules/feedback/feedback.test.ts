import { eq } from 'drizzle-orm';
import { threatFeedback, uninstallFeedback } from '../../../src/modules/feedback/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { visitor as visitorOf } from '../registration/register.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp();
const UNINSTALL = '/feedback/api/uninstall/';
const THREAT = '/feedback/api/threat/';

const visitor = () => visitorOf(ctx.app);

describe('POST /feedback/api/uninstall/ (the /uninstall form)', () => {
  it('stores the answer of a signed-out visitor with no user', async () => {
    const res = await (
      await visitor()
    ).post(UNINSTALL, { reason: 'slowed_browser', details: 'Pages got slow.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success' });
    const rows = await ctx.app.db
      .select()
      .from(uninstallFeedback)
      .where(eq(uninstallFeedback.details, 'Pages got slow.'));
    expect(rows).toEqual([expect.objectContaining({ userId: null, reason: 'slowed_browser' })]);
  });

  it('stores the signed-in user with the answer', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    expect((await browser.post(UNINSTALL, { reason: 'other' })).statusCode).toBe(201);
    const rows = await ctx.app.db
      .select()
      .from(uninstallFeedback)
      .where(eq(uninstallFeedback.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ reason: 'other', details: '' })]);
  });

  it('refuses an unknown reason and details over 2000 characters', async () => {
    const browser = await visitor();
    const unknown = await browser.post(UNINSTALL, { reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Select a valid choice.', code: 'invalid', param: 'reason' }],
    });
    const long = await browser.post(UNINSTALL, { reason: 'other', details: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ param: 'details' });
  });

  it('needs the CSRF token like every unsafe call', async () => {
    const res = await (await visitor()).post(UNINSTALL, { reason: 'other' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /feedback/api/threat/ (the /threat-feedback form)', () => {
  it('answers 401 when signed out, before CSRF', async () => {
    const res = await new Browser(ctx.app).post(THREAT, { verdict: 'correct' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('answers 401 signed out even to a bad body, then 403 without the CSRF token, then 400', async () => {
    const { browser } = await signedInUser(ctx.app);
    await expectRefusalOrder(ctx.app, browser, {
      method: 'POST',
      url: THREAT,
      badBody: { verdict: 'maybe' },
    });
  });

  it('stays open to signed-out visitors for uninstall feedback: a bad body is 400 there', async () => {
    const res = await (await visitor()).post(UNINSTALL, { reason: 'bored' });
    expect(res.statusCode).toBe(400);
  });

  it("stores the user's verdict on a threat", async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const threatId = '1f0e6d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
    const res = await browser.post(THREAT, {
      threat_id: threatId,
      verdict: 'false_positive',
      details: 'This was my real bank.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await browser.post(THREAT, { verdict: 'missed_threat' })).statusCode).toBe(201);
    const rows = await ctx.app.db
      .select()
      .from(threatFeedback)
      .where(eq(threatFeedback.userId, user.id))
      .orderBy(threatFeedback.id);
    expect(rows).toEqual([
      expect.objectContaining({ threatId, verdict: 'false_positive', details: 'This was my real bank.' }),
      expect.objectContaining({ threatId: null, verdict: 'missed_threat', details: '' }),
    ]);
  });

  it('refuses a missing or unknown verdict', async () => {
    const { browser } = await signedInUser(ctx.app);
    for (const body of [{}, { verdict: 'maybe' }]) {
      const res = await browser.post(THREAT, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'invalid', param: 'verdict' });
    }
  });
});
