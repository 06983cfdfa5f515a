import { maskEmail } from '@lifeguard/contracts/masking';
import { eq } from 'drizzle-orm';
import { impersonationAudit } from '../../../src/modules/admin/schema.js';
import { breachRecords } from '../../../src/modules/darkweb/schema.js';
import type { UserRow } from '../../../src/modules/users/schema.js';
import { useTestApp } from '../../helpers/app.js';
import type { Browser } from '../../helpers/browser.js';
import { auditOf, impersonate, scanPage, signedIn } from '../admin/admin-helpers.js';
import { SCANS, SEARCH, entriesOf, seedCorpus, signedInUser } from './darkweb-helpers.js';

/**
 * Issue 30 item 3 (F4), "Staff never see breached values": a superuser's read of another user's
 * scans and entries, and any read while impersonating, answers them masked as the admin scan
 * page does, and is audited as `breach_read`; the owner's own reads stay whole and unaudited.
 */
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', DARKWEB_SCAN_RATE_LIMIT: '100' });

const EXPORT = '/users/api/user/export/';
const DOTS = '••••••••';
const BREACHED = {
  password: 'correct-horse-battery',
  hash: '5f4dcc3b5aa765d61d8327deb882cf99',
  username: 'rfranklin1920',
  name: 'Rosalind Franklin',
  phone: '(212) 555-0177',
  address: '17 Helix Road, Cambridge',
  ip: '203.0.113.77',
};

type Scan = { id: number; passwords_found: string[] } & Record<string, unknown>;
type List<T> = { count: number; results: T[] };

/** A user with two breach records (one by their email) and a stored scan of them. */
async function scannedOwner() {
  const owner = await signedInUser(ctx.app, { firstName: 'Rosalind', lastName: 'Franklin' });
  // Only this owner's records: an earlier owner's share the username searched.
  await ctx.app.db.delete(breachRecords);
  await seedCorpus(ctx.app, [
    {
      database_name: 'Adobe',
      email: owner.user.email,
      username: BREACHED.username,
      password: BREACHED.password,
      name: BREACHED.name,
      ip_address: BREACHED.ip,
    },
    {
      database_name: 'Dropbox',
      username: BREACHED.username,
      phone: BREACHED.phone,
      address: BREACHED.address,
      hashed_password: BREACHED.hash,
    },
  ]);
  const scan = (await owner.browser.post(SEARCH, {})).json<Scan>();
  expect(scan.passwords_found).toEqual([BREACHED.password]);
  return { ...owner, scan };
}

/** No breached value of `owner`, in any case or format, is in `body`. */
function expectNoBreachedValue(body: string, owner: UserRow) {
  const text = body.toLowerCase();
  for (const value of [...Object.values(BREACHED), owner.email, '555-0177', '17 helix']) {
    expect(text).not.toContain(value.toLowerCase());
  }
}

const MASKED_ENTRIES = (owner: UserRow, scanId: number) => [
  {
    id: expect.any(Number),
    scan_id: scanId,
    database_name: 'Adobe',
    email: maskEmail(owner.email),
    username: 'rf***',
    password: DOTS,
    hashed_password: null,
    name: 'R. F.',
    address: null,
    phone: null,
    ip_address: DOTS,
    raw_data: null,
  },
  {
    id: expect.any(Number),
    scan_id: scanId,
    database_name: 'Dropbox',
    email: null,
    username: 'rf***',
    password: null,
    hashed_password: DOTS,
    name: null,
    address: '*** Helix Road, Cambridge',
    phone: '***-***-0177',
    ip_address: null,
    raw_data: null,
  },
];

/** The `breach_read` rows naming `superuserId`, oldest first: [user email, request]. */
const breachReads = async (superuserId: number) =>
  (await auditOf(ctx.app, superuserId))
    .filter((row) => row.action === 'breach_read')
    .map((row) => [row.userEmail, row.request]);

const read = async (browser: Browser, url: string) => {
  const res = await browser.get(url);
  expect(res.statusCode).toBe(200);
  return res;
};

describe('staff reads of breach data (issue 30 item 3)', () => {
  it('answers the owner their own scans and entries whole, and audits nothing', async () => {
    const { user, browser, scan } = await scannedOwner();
    expect((await read(browser, SCANS)).json<List<Scan>>().results[0]).toEqual(scan);
    const entries = (await read(browser, entriesOf(scan.id))).json<List<Record<string, unknown>>>();
    expect(entries.results[0]).toMatchObject({ password: BREACHED.password, email: user.email });
    const audited = await ctx.app.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.userId, user.id));
    expect(audited).toEqual([]);
  });

  it("masks a superuser's reads of another user's scans and entries, and audits each", async () => {
    const owner = await scannedOwner();
    const admin = await signedIn(ctx.app, { superuser: true });

    const scans = await read(admin.browser, `${SCANS}?user_id=${owner.user.id}`);
    expectNoBreachedValue(scans.body, owner.user);
    expect(scans.json<List<Scan>>().results[0]).toMatchObject({
      id: owner.scan.id,
      emails_found: [maskEmail(owner.user.email)],
      passwords_found: [DOTS],
      usernames_found: ['rf***'],
      databases: ['Adobe', 'Dropbox'],
      raw_data: null,
    });

    const entries = await read(admin.browser, entriesOf(owner.scan.id));
    expectNoBreachedValue(entries.body, owner.user);
    expect(entries.json<List<unknown>>().results).toEqual(MASKED_ENTRIES(owner.user, owner.scan.id));

    const search = await admin.browser.post(SEARCH, { user_id: owner.user.id, save_results: false });
    expect(search.statusCode).toBe(200);
    expectNoBreachedValue(search.body, owner.user);
    expect(search.json()).toMatchObject({ id: null, passwords_found: [DOTS], raw_data: null });

    // The admin page was masked already (its owner is named, as an account); now audited too.
    const page = await read(admin.browser, scanPage(owner.scan.id));
    expectNoBreachedValue(JSON.stringify(page.json<{ scan: unknown }>().scan), owner.user);

    expect(await breachReads(admin.user.id)).toEqual([
      [owner.user.email, `GET /dehashed/api/scans/?user_id=${owner.user.id}`],
      [owner.user.email, `GET /dehashed/api/entries/?scan_id=${owner.scan.id}`],
      [owner.user.email, 'POST /dehashed/api/search/'],
      [owner.user.email, `GET /api/admin/scans/${owner.scan.id}/`],
    ]);
  });

  it("answers a superuser's own scans whole, unaudited", async () => {
    const admin = await signedIn(ctx.app, { superuser: true });
    await seedCorpus(ctx.app, [{ database_name: 'Adobe', email: admin.user.email, password: 'root-pw' }]);
    const scan = (await admin.browser.post(SEARCH, {})).json<Scan>();
    expect(scan.passwords_found).toEqual(['root-pw']);
    const own = await read(admin.browser, `${SCANS}?user_id=${admin.user.id}`);
    expect(own.json<List<Scan>>().results).toEqual([scan]);
    const entries = await read(admin.browser, entriesOf(scan.id));
    expect(entries.json<List<unknown>>().results).toMatchObject([{ password: 'root-pw' }]);
    expect(await breachReads(admin.user.id)).toEqual([]);
  });

  it("masks and audits the impersonated user's own scans and entries", async () => {
    const owner = await scannedOwner();
    const admin = await signedIn(ctx.app, { superuser: true });
    expect((await impersonate(admin.browser, owner.user.id)).statusCode).toBe(200);

    const scans = await read(admin.browser, SCANS);
    expectNoBreachedValue(scans.body, owner.user);
    expect(scans.json<List<Scan>>().results[0]).toMatchObject({ passwords_found: [DOTS], raw_data: null });
    const entries = await read(admin.browser, entriesOf(owner.scan.id));
    expect(entries.json<List<unknown>>().results).toEqual(MASKED_ENTRIES(owner.user, owner.scan.id));

    // The data export holds the scans whole: it is refused while impersonating (issue 30 item 1).
    const exported = await admin.browser.get(EXPORT);
    expectNoBreachedValue(exported.body, owner.user);

    expect(await breachReads(admin.user.id)).toEqual([
      [owner.user.email, 'GET /dehashed/api/scans/'],
      [owner.user.email, `GET /dehashed/api/entries/?scan_id=${owner.scan.id}`],
    ]);
    // The owner, signed in on their own, still sees their data whole.
    const own = await read(owner.browser, entriesOf(owner.scan.id));
    expect(own.json<List<unknown>>().results).toMatchObject([{ password: BREACHED.password }, {}]);
  });
});
