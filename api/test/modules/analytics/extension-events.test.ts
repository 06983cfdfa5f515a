import { eq } from 'drizzle-orm';
import { analyticsEvents } from '../../../src/modules/analytics/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { extensionUser } from '../tokens/token-helpers.js';

const EVENTS = '/integrations/api/extension/events/';
const ctx = useTestApp();

/** A POST as the extension's service worker sends it: JSON, a bearer token, no cookie, no CSRF token. */
const send = (authorization: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: EVENTS,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

/** A new user's extension: its user and `Authorization` headers, tokens fetched as the extension does. */
const signedInExtension = async () => {
  const { user, tokens } = await extensionUser(ctx.app);
  return {
    user,
    authorization: `Bearer ${tokens.access_token}`,
    refresh: `Bearer ${tokens.refresh_token}`,
  };
};

const rowsOf = (userId: number) =>
  ctx.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId));

const installed = (n = 0) => ({
  event: 'extension installed',
  properties: { source: 'frontend', extension_version: '0.1.0', n },
  timestamp: '2025-01-02T03:04:05.000Z',
});

describe('POST /integrations/api/extension/events/ (issue 32 item 5; spec 000 §1)', () => {
  it("stores the extension's events with the token's user and answers 202 with the count", async () => {
    const { user, authorization } = await signedInExtension();
    const res = await send(authorization, {
      events: [installed(), { event: 'extension connected', properties: { source: 'frontend' } }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'success', count: 2 });
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => row.event).sort()).toEqual(['extension connected', 'extension installed']);
    expect(rows.find((row) => row.event === 'extension installed')).toMatchObject({
      properties: { source: 'frontend', extension_version: '0.1.0', n: 0 },
      occurredAt: new Date('2025-01-02T03:04:05.000Z'),
    });
  });

  it("refuses a missing or bad token with the heartbeat's 401, before reading the body, storing nothing", async () => {
    const { user, authorization, refresh } = await signedInExtension();
    const before = await ctx.app.db.$count(analyticsEvents);
    const missing = await send(undefined, { events: [installed()] });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="api"');
    for (const bad of [refresh, `${authorization}x`]) {
      for (const payload of [{ events: [installed()] }, { events: [] }]) {
        const res = await send(bad, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: 'Given token not valid for any token type' });
      }
    }
    expect(await ctx.app.db.$count(analyticsEvents)).toBe(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 400 in our error shape for a bad batch, storing none of it', async () => {
    const { user, authorization } = await signedInExtension();
    const bodies = [
      { events: [] },
      { events: [{ event: 'a\u0000b' }] },
      { events: [installed(), { event: 'ok', properties: { label: 'a\u0000b' } }] },
      { events: [installed(), { event: 'x'.repeat(101) }] },
      { events: Array.from({ length: 101 }, (_, n) => installed(n)) },
      { events: [{ ...installed(), timestamp: 'yesterday' }] },
      {},
    ];
    for (const payload of bodies) {
      const res = await send(authorization, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: expect.arrayContaining([expect.objectContaining({ code: 'invalid' })]),
      });
      // Never echoes the value it refused (issue 15 item 2).
      expect(res.body).not.toContain('\\u0000');
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('drops unknown fields, as every body of the API does, storing only what the contract names', async () => {
    const { user, authorization } = await signedInExtension();
    const res = await send(authorization, {
      events: [{ ...installed(), url: 'https://example.com/private' }],
      history: ['https://example.com/'],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'success', count: 1 });
    const [row] = await rowsOf(user.id);
    expect(JSON.stringify(row)).not.toContain('example.com');
  });

  it('answers 429 in our error shape past 60 batches a minute per user', async () => {
    const { user, authorization } = await signedInExtension();
    for (let i = 0; i < 60; i++)
      expect((await send(authorization, { events: [installed(i)] })).statusCode).toBe(202);
    const refused = await send(authorization, { events: [installed(60)] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      errors: [
        { message: 'Too many analytics events. Please wait a minute and try again.', code: 'rate_limited' },
      ],
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await rowsOf(user.id)).toHaveLength(60);
    // Another user's extension has its own count.
    const other = await signedInExtension();
    expect((await send(other.authorization, { events: [installed()] })).statusCode).toBe(202);
  });

  it('is in the OpenAPI document with its body and its 202, 400, 401 and 429 answers', () => {
    type Operation = { requestBody?: object; responses: Record<string, unknown> };
    const doc = ctx.app.swagger() as { paths: Record<string, { post?: Operation }> };
    const operation = doc.paths[EVENTS]?.post;
    expect(operation?.requestBody).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['202', '400', '401', '429']);
  });
});
