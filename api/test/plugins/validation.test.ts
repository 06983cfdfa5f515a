import { readdirSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { PgTable } from 'drizzle-orm/pg-core';
import { IsSchema } from 'typebox';
import { onFirstUse } from '../../src/plugins/validation.js';
import { analyticsEvents } from '../../src/modules/analytics/schema.js';
import { threatFeedback } from '../../src/modules/feedback/schema.js';
import { extensionHeartbeats, integrations } from '../../src/modules/integrations/schema.js';
import { threatEvents } from '../../src/modules/threats/schema.js';
import { useTestApp } from '../helpers/app.js';
import type { Browser } from '../helpers/browser.js';
import { signedInUser } from '../modules/darkweb/darkweb-helpers.js';
import { DETAIL, PERSONAL_INFO, registered } from '../modules/registration/register.js';
import { phishingEmail } from '../modules/threats/threat-helpers.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000' });
const NUL = 'a\u0000b';

const invalid = (res: { statusCode: number; json(): unknown }, family: 'api' | 'allauth' = 'api') => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: family === 'api' ? 'error' : 400, errors: expect.any(Array) });
  // Never echoes the value it refused (issue 15 item 2).
  expect(JSON.stringify(res.json())).not.toContain('\\u0000');
};

const count = (table: PgTable) => ctx.app.db.$count(table);

/** The signed-in user's extension bearer header, through the endpoint the extension calls. */
async function bearerOf(browser: Browser) {
  const res = await browser.get('/api/extension-auth-tokens/');
  expect(res.statusCode).toBe(200);
  return `Bearer ${res.json<{ access_token: string }>().access_token}`;
}

describe('one rule for text: NUL and control characters answer 400, never 500 (issue 15 item 2)', () => {
  it('refuses NUL in personal-info names and leaves the user unchanged', async () => {
    const { browser } = await registered(ctx.app);
    for (const field of ['first_name', 'last_name', 'middle_name', 'suffix']) {
      const res = await browser.post(PERSONAL_INFO, { first_name: 'Ada', last_name: 'L', [field]: NUL });
      invalid(res);
    }
    const user = (await browser.get(DETAIL)).json<{ user: { first_name: string } }>().user;
    expect(user.first_name).toBe('');
  });

  it('refuses NUL in feedback details and threat_id', async () => {
    const { browser } = await signedInUser(ctx.app);
    const before = await count(threatFeedback);
    invalid(await browser.post('/feedback/api/threat/', { verdict: 'safe', details: NUL }));
    invalid(await browser.post('/feedback/api/threat/', { verdict: 'safe', threat_id: NUL }));
    invalid(await browser.post('/feedback/api/uninstall/', { reason: 'other', details: NUL }));
    expect(await count(threatFeedback)).toBe(before);
  });

  it('refuses NUL in an integration provider, on create and on edit', async () => {
    const { browser } = await signedInUser(ctx.app);
    invalid(await browser.post('/integrations/api/integrations/', { type: 'darkweb', provider: NUL }));
    const created = await browser.post('/integrations/api/integrations/', { type: 'darkweb', provider: 'x' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const url = `/integrations/api/integrations/${id}/`;
    invalid(await browser.request({ method: 'PATCH', url, payload: { provider: NUL } }));
    const rows = await ctx.app.db.select().from(integrations);
    expect(rows.find((r) => r.id === id)?.provider).toBe('x');
  });

  it('refuses NUL and lone surrogates in analytics event names and properties', async () => {
    const { browser } = await signedInUser(ctx.app);
    const before = await count(analyticsEvents);
    const bodies = [
      { events: [{ event: NUL }] },
      { events: [{ event: 'ok', properties: { label: NUL } }] },
      { events: [{ event: 'ok', properties: { [NUL]: 1 } }] },
      { events: [{ event: 'ok', properties: { nested: { deeper: [NUL] } } }] },
      { events: [{ event: 'ok', properties: { label: '\ud800' } }] },
    ];
    for (const payload of bodies) invalid(await browser.post('/api/analytics/events/', payload));
    expect(await count(analyticsEvents)).toBe(before);
  });

  it('refuses NUL in the heartbeat version', async () => {
    const { browser } = await signedInUser(ctx.app);
    const authorization = await bearerOf(browser);
    const before = await count(extensionHeartbeats);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/integrations/api/extension/heartbeat/',
      headers: { authorization },
      payload: { version: NUL },
    });
    invalid(res);
    expect(await count(extensionHeartbeats)).toBe(before);
  });

  it('refuses NUL in every text field a protection reports', async () => {
    const { browser } = await signedInUser(ctx.app);
    const authorization = await bearerOf(browser);
    const base = phishingEmail('ext-nul');
    const variants = [
      { ...base, external_id: NUL },
      { ...base, threat_category: NUL },
      { ...base, threat_identifier: NUL },
      { ...base, description: NUL },
      { ...base, threat_data: { ...base.threat_data, subject: NUL } },
      { ...base, threat_data: { ...base.threat_data, sender: { email: NUL, name: 'x' } } },
      { ...base, threat_data: { ...base.threat_data, breach_databases: [NUL] } },
      { ...base, analysis: { ...base.analysis, findings: [{ description: NUL }] } },
    ];
    const before = await count(threatEvents);
    for (const payload of variants) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/threats/api/events/ingest/',
        headers: { authorization },
        payload,
      });
      invalid(res);
    }
    expect(await count(threatEvents)).toBe(before);
  });
});

describe('integer bounds on every id (issue 15 item 2)', () => {
  it('answers 400 for scan_id beyond a PostgreSQL integer, and still coerces query strings', async () => {
    const { browser } = await signedInUser(ctx.app);
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', '1e308', 'NaN']) {
      invalid(await browser.get(`/dehashed/api/entries/?scan_id=${id}`));
    }
    expect((await browser.get('/dehashed/api/entries/?scan_id=2147483647')).statusCode).toBe(404);
    invalid(await browser.get('/threats/api/events/?page=2147483648'));
    expect((await browser.get('/threats/api/events/?page=1&page_size=5')).statusCode).toBe(200);
  });
});

describe('numbers are numbers: ±Infinity and anything past 2⁵³ answer 400 (issue 30 F5)', () => {
  const unsafe = ['Infinity', '-Infinity', '1e309', '-1e309', '9007199254740993'];

  it('in path parameters and query strings, before any handler runs', async () => {
    const { browser } = await signedInUser(ctx.app);
    for (const value of unsafe) {
      invalid(await browser.post(`/teams/api/teams/${value}/switch/`, {}));
      invalid(await browser.get(`/threats/api/events/?page=${value}`));
      invalid(await browser.get(`/threats/api/events/?page=1&page_size=${value}`));
      invalid(await browser.get(`/dehashed/api/entries/?scan_id=${value}`));
    }
  });

  it('in JSON bodies, where 1e309 parses as Infinity, and changes nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    const before = await count(analyticsEvents);
    for (const value of ['1e309', '-1e309', '18446744073709551616']) {
      const payload = `{"events": [{"event": "ok", "properties": {"n": ${value}}}]}`;
      invalid(
        await browser.request({
          method: 'POST',
          url: '/api/analytics/events/',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
    }
    expect(await count(analyticsEvents)).toBe(before);
    const safe = { events: [{ event: 'ok', properties: { n: Number.MAX_SAFE_INTEGER, f: 0.5 } }] };
    expect((await browser.post('/api/analytics/events/', safe)).statusCode).toBeLessThan(300);
  });
});

describe('bodies are not coerced (issue 15 item 3)', () => {
  it('refuses a boolean or 1e308 for a name instead of storing "true" or "1e+308"', async () => {
    const { browser } = await registered(ctx.app);
    invalid(await browser.post(PERSONAL_INFO, { first_name: true, last_name: 'L' }));
    const raw = await browser.request({
      method: 'POST',
      url: PERSONAL_INFO,
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": 1e308, "last_name": "L"}',
    });
    invalid(raw);
    const user = (await browser.get(DETAIL)).json<{ user: { first_name: string } }>().user;
    expect(user.first_name).toBe('');
  });

  it('refuses a string for a boolean and drops unknown fields, as DRF does', async () => {
    const { browser } = await signedInUser(ctx.app);
    const url = '/integrations/api/integrations/';
    invalid(await browser.post(url, { type: 'chrome', provider: 'x', is_active: 'true' }));
    const res = await browser.post(url, { type: 'chrome', provider: 'x', unknown_field: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('unknown_field');
  });
});

describe('route schemas are JSON Schema', () => {
  // The server no longer checks them against the meta-schema at each start (plugins/validation.ts).
  it('every schema the contract exports passes Ajv’s meta-schema validation', async () => {
    const ajv = new Ajv({ strict: false });
    const dir = new URL('../../../contracts/src/schemas/', import.meta.url);
    const checked: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!IsSchema(value)) continue;
        expect({ [`${file} ${name}`]: ajv.validateSchema(value) ? [] : ajv.errors }).toEqual({
          [`${file} ${name}`]: [],
        });
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThan(100);
  });

  // Validators and serializers are compiled at their route's first use (plugins/validation.ts).
  it('a route’s validator is compiled at its first call, once, and carries the last call’s errors', () => {
    const compiled: string[] = [];
    const compile = onFirstUse((route: { url: string }) => {
      compiled.push(route.url);
      const validate = (value: unknown) => {
        validate.errors = value === 1 ? null : [{ message: 'must be 1' }];
        return value === 1;
      };
      validate.errors = null as null | { message: string }[];
      return validate;
    });
    const validate = compile({ url: '/a/' }) as ((value: unknown) => boolean) & { errors?: unknown };
    compile({ url: '/b/' });
    expect(compiled).toEqual([]);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([{ message: 'must be 1' }]);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiled).toEqual(['/a/']);
  });
});
