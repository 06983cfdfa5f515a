import { useTestApp } from '../../helpers/app.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { INTEGRATIONS, bearer } from '../integrations/integration-helpers.js';
import { EVENTS, ingest, phishingEmail } from './threat-helpers.js';

const ctx = useTestApp({ THREAT_INGEST_RATE_LIMIT: '5' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /threats/api/events/ingest/ (spec 001 §3 "Threat event"; issue 4)', () => {
  it('refuses a missing header, a bad token and a refresh token with 401', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const { access, refresh } = await bearer(ctx.app, user.id);
    const missing = await ingest(ctx.app, undefined, phishingEmail('m-1'));
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const authorization of [refresh, `${access.slice(0, -2)}xx`]) {
      const res = await ingest(ctx.app, authorization, phishingEmail('m-1'));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Given token not valid for any token type' });
    }
    // The session cookie is not a way in.
    const viaCookie = await browser.post(EVENTS.concat('ingest/'), phishingEmail('m-1'));
    expect(viaCookie.statusCode).toBe(401);
    expect((await browser.get(EVENTS)).json().count).toBe(0);
  });

  it('stores the event once per external_id: 201, then 200 with the same event', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const { access } = await bearer(ctx.app, user.id);
    const report = phishingEmail('gmail-18e0c0ffee');
    const first = await ingest(ctx.app, access, { ...report, unknown_field: 'dropped' });
    expect(first.statusCode).toBe(201);
    const event = first.json();
    expect(event).toEqual({
      id: expect.any(Number),
      threat_id: expect.stringMatching(UUID),
      status: 'new',
      description: 'Suspicious email from PayPal Billing',
      ...report,
    });

    const again = await ingest(ctx.app, access, { ...report, severity: 'low' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(event);
    expect((await browser.get(EVENTS)).json()).toMatchObject({ count: 1, results: [event] });
  });

  it('keeps external ids per user: the same id from two users is two events', async () => {
    const alice = await signedInUser(ctx.app);
    const bob = await signedInUser(ctx.app);
    const report = phishingEmail('shared-id');
    const a = await ingest(ctx.app, (await bearer(ctx.app, alice.user.id)).access, report);
    const b = await ingest(ctx.app, (await bearer(ctx.app, bob.user.id)).access, report);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().threat_id).not.toBe(b.json().threat_id);
    expect((await bob.browser.get(EVENTS)).json().results).toEqual([b.json()]);
  });

  it('counts as the extension reporting in: web protection becomes active', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    const report = {
      external_id: 'tab-77',
      threat_type: 'url',
      severity: 'critical',
      source_system: 'chrome_extension',
      threat_category: null,
      analysis: null,
      threat_data: { url: 'https://login.paypa1.example/verify?session=1' },
    };
    const res = await ingest(ctx.app, (await bearer(ctx.app, user.id)).access, report);
    expect(res.json()).toMatchObject({
      description: 'Dangerous website blocked: login.paypa1.example',
      threat_category: null,
      threat_identifier: null,
      confidence_score: null,
      analysis: null,
    });
    expect((await browser.get(INTEGRATIONS)).json().results).toEqual([
      expect.objectContaining({ type: 'chrome', is_active: true, is_configured: true }),
    ]);
  });

  it('dates a report from the future at the time it arrived', async () => {
    const { user } = await signedInUser(ctx.app);
    const before = Date.now();
    const res = await ingest(ctx.app, (await bearer(ctx.app, user.id)).access, {
      ...phishingEmail('future'),
      detected_at: '2999-01-01T00:00:00Z',
    });
    expect(Date.parse(res.json().detected_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(res.json().detected_at)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [{ severity: 'severe' }, 'severity'],
    [{ threat_type: 'virus' }, 'threat_type'],
    [{ source_system: 'somewhere' }, 'source_system'],
    [{ confidence_score: 1.5 }, 'confidence_score'],
    [{ external_id: '' }, 'external_id'],
    [{ detected_at: 'yesterday' }, 'detected_at'],
    [{ threat_data: { gmail_message_url: 'javascript:alert(1)' } }, 'threat_data.gmail_message_url'],
    [{ analysis: { is_threat: true, risk_level: 'extreme', findings: [] } }, 'analysis'],
  ])('answers 400 in our error shape for %p', async (change, param) => {
    const { user } = await signedInUser(ctx.app);
    const res = await ingest(ctx.app, (await bearer(ctx.app, user.id)).access, {
      ...phishingEmail('bad'),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: expect.any(String), code: 'invalid', param: expect.stringContaining(param) }],
    });
  });

  it('limits reports per user to THREAT_INGEST_RATE_LIMIT a minute', async () => {
    const { user } = await signedInUser(ctx.app);
    const { access } = await bearer(ctx.app, user.id);
    for (let n = 0; n < 5; n++) {
      expect((await ingest(ctx.app, access, phishingEmail(`burst-${n}`))).statusCode).toBe(201);
    }
    const refused = await ingest(ctx.app, access, phishingEmail('burst-6'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      errors: [
        { message: 'Too many threat reports. Please wait a minute and try again.', code: 'rate_limited' },
      ],
    });
    const other = await signedInUser(ctx.app);
    const elsewhere = await ingest(
      ctx.app,
      (await bearer(ctx.app, other.user.id)).access,
      phishingEmail('x'),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
