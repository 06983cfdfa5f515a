import { breachEntries, breachRecords, darkWebScans } from '../../../src/modules/darkweb/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { SCANS, SEARCH, entriesOf, seedCorpus, signedInUser } from './darkweb-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const ctx = useTestApp({ DARKWEB_SCAN_RATE_LIMIT: '100' });

type Scan = { id: number; total_results: number; databases: string[] } & Record<string, unknown>;

/** Alice's exposures: by email, by phone in another format, by name, and by a username found. */
async function seedAlice(email: string) {
  await seedCorpus(ctx.app, [
    {
      database_name: 'Adobe',
      breach_date: '2013-10-04',
      email: email.toUpperCase(),
      username: 'Alice_A',
      password: 'hunter2',
    },
    {
      database_name: 'LinkedIn',
      username: 'alice_a',
      hashed_password: 'abc123hash',
      ip_address: '203.0.113.7',
    },
    { database_name: 'Dropbox', phone: '(212) 555-0101', address: '1 Main Street, Springfield' },
    { database_name: 'Canva', name: 'alice   EXAMPLE', username: 'stranger', dob: '1990-01-02' },
    { database_name: 'Zynga', username: 'stranger', email: 'someone.else@example.com' },
    { database_name: 'Tumblr', email: 'bob.other@example.com', password: 'not-alice' },
  ]);
}

describe('dark web scan endpoints (spec 001 §7)', () => {
  it('answers 401 when signed out', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    for (const res of [
      await browser.get(SCANS),
      await browser.post(SEARCH, {}),
      await browser.get(entriesOf(1)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated());
    }
  });

  it('answers 401 signed out even to bad input, then 403 without the CSRF token, then 400', async () => {
    const { browser } = await signedInUser(ctx.app);
    const badBody = { save_results: 'maybe' };
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: SEARCH, badBody });
    const signedOut = await new Browser(ctx.app).get(`${SCANS}?user_id=x`);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, unauthenticated()]);
  });

  it('scans the email, name, verified phone and the usernames they reveal, and stores it sealed', async () => {
    const alice = await signedInUser(ctx.app, {
      firstName: 'Alice',
      lastName: 'Example',
      phone: '+12125550101',
    });
    await seedAlice(alice.user.email);

    const res = await alice.browser.post(SEARCH, {});
    expect(res.statusCode).toBe(200);
    const scan = res.json<Scan>();
    expect(scan).toMatchObject({
      id: expect.any(Number),
      total_results: 4,
      emails_found: [alice.user.email.toUpperCase()],
      passwords_found: ['hunter2'],
      usernames_found: ['Alice_A', 'stranger'],
      databases: ['Adobe', 'Dropbox', 'Canva', 'LinkedIn'],
      consolidated_data: {
        name: ['alice   EXAMPLE'],
        phone: ['(212) 555-0101'],
        address: ['1 Main Street, Springfield'],
        dob: ['1990-01-02'],
        hashed_password: ['abc123hash'],
        license_plate: [],
        social: [],
      },
      raw_data: { provider: 'local', totals: [3, 2] },
    });

    const list = await alice.browser.get(SCANS);
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [scan] });

    const entries = await alice.browser.get(entriesOf(scan.id));
    expect(entries.statusCode).toBe(200);
    const { count, results } = entries.json<{ count: number; results: Record<string, unknown>[] }>();
    expect(count).toBe(4);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      scan_id: scan.id,
      database_name: 'Adobe',
      email: alice.user.email.toUpperCase(),
      username: 'Alice_A',
      password: 'hunter2',
      hashed_password: null,
      name: null,
      address: null,
      phone: null,
      ip_address: null,
      raw_data: expect.objectContaining({ breach_date: '2013-10-04', password: 'hunter2' }),
    });
    expect(results.map((e) => e.database_name)).toEqual(['Adobe', 'Dropbox', 'Canva', 'LinkedIn']);

    // Nothing breached or searched is stored in the clear.
    const payloads = [
      ...(await ctx.app.db.select({ p: breachRecords.payload }).from(breachRecords)),
      ...(await ctx.app.db.select({ p: darkWebScans.payload }).from(darkWebScans)),
      ...(await ctx.app.db.select({ p: breachEntries.payload }).from(breachEntries)),
    ];
    expect(payloads.length).toBeGreaterThan(10);
    for (const { p } of payloads) {
      for (const clear of [alice.user.email.split('@')[0] ?? '', 'hunter2', 'Main Street', 'alice_a']) {
        expect(p.toString('latin1').toLowerCase()).not.toContain(clear.toLowerCase());
      }
    }
  });

  it('lists scans newest first and does not store a scan with save_results false', async () => {
    const { browser } = await signedInUser(ctx.app, { firstName: 'Carol', lastName: 'Nobody' });
    const first = (await browser.post(SEARCH, { save_results: true })).json<Scan>();
    const bare = await browser.request({ method: 'POST', url: SEARCH });
    expect(bare.statusCode).toBe(200);
    const second = bare.json<Scan>();
    expect(second).toMatchObject({ total_results: 0, databases: [], emails_found: [] });

    const preview = await browser.post(SEARCH, { save_results: false });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ id: null, total_results: 0 });

    const list = (await browser.get(SCANS)).json<{ results: Scan[] }>();
    expect(list.results.map((s) => s.id)).toEqual([second.id, first.id]);
  });

  it("keeps a user's scans and entries from other users: 403 for user_id, 404 for scan_id", async () => {
    const alice = await signedInUser(ctx.app, { firstName: 'Ann', lastName: 'Owner' });
    const bob = await signedInUser(ctx.app, { firstName: 'Bob', lastName: 'Other' });
    const scan = (await alice.browser.post(SEARCH, {})).json<Scan>();

    expect((await bob.browser.get(entriesOf(scan.id))).statusCode).toBe(404);
    expect((await bob.browser.get(entriesOf(scan.id))).json()).toEqual({
      status: 'error',
      errors: [{ message: 'Not found.', code: 'not_found', param: 'scan_id' }],
    });
    expect((await bob.browser.get(entriesOf(999_999))).statusCode).toBe(404);
    const forbidden = {
      status: 'error',
      errors: [
        {
          message: 'You do not have permission to perform this action.',
          code: 'permission_denied',
          param: 'user_id',
        },
      ],
    };
    const list = await bob.browser.get(`${SCANS}?user_id=${alice.user.id}`);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(forbidden);
    const search = await bob.browser.post(SEARCH, { user_id: alice.user.id });
    expect(search.statusCode).toBe(403);
    expect((await alice.browser.get(SCANS)).json()).toMatchObject({ count: 1 });

    // Naming oneself is allowed.
    expect((await bob.browser.get(`${SCANS}?user_id=${bob.user.id}`)).json()).toMatchObject({ count: 0 });
  });

  it('lets a superuser read and run scans of another user by user_id, masked (issue 30 item 3)', async () => {
    const admin = await signedInUser(ctx.app, { superuser: true });
    const dave = await signedInUser(ctx.app, { firstName: 'Dave', lastName: 'Member' });
    await seedCorpus(ctx.app, [{ database_name: 'Adobe', email: dave.user.email, password: 'pw-dave' }]);

    const run = await admin.browser.post(SEARCH, { user_id: dave.user.id });
    expect(run.statusCode).toBe(200);
    const scan = run.json<Scan>();
    expect(scan).toMatchObject({ total_results: 1, passwords_found: ['••••••••'] });

    expect((await dave.browser.get(SCANS)).json()).toMatchObject({ count: 1, results: [{ id: scan.id }] });
    expect((await admin.browser.get(SCANS)).json()).toMatchObject({ count: 0 });
    const listed = await admin.browser.get(`${SCANS}?user_id=${dave.user.id}`);
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: scan.id }] });
    const entries = await admin.browser.get(entriesOf(scan.id));
    expect(entries.json()).toMatchObject({ count: 1, results: [{ password: '••••••••' }] });
    expect((await dave.browser.get(entriesOf(scan.id))).json()).toMatchObject({
      results: [{ password: 'pw-dave' }],
    });

    const unknown = await admin.browser.get(`${SCANS}?user_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ code: 'not_found', param: 'user_id' }] });
  });

  it('rejects bad input in our error shape', async () => {
    const { browser } = await signedInUser(ctx.app);
    for (const res of [
      await browser.get('/dehashed/api/entries/'),
      await browser.get(entriesOf('abc')),
      await browser.get(`${SCANS}?user_id=x`),
      await browser.post(SEARCH, { save_results: 'maybe' }),
      // JSON null is not "no body": it is refused, and no scan runs (issue 15).
      await browser.request({
        method: 'POST',
        url: SEARCH,
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'invalid' }] });
    }
    expect((await browser.get(SCANS)).json()).toMatchObject({ count: 0 });
  });
});
