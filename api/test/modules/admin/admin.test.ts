import { eq } from 'drizzle-orm';
import { users } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { SEARCH, seedCorpus, signedInUser } from '../darkweb/darkweb-helpers.js';
import {
  AUDIT,
  DASHBOARD,
  IMPERSONATION,
  SESSION,
  USERS,
  scanPage,
  signedIn,
  someone,
} from './admin-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', DARKWEB_SCAN_RATE_LIMIT: '100' });

type AdminUser = { id: number; email: string; display_name: string; is_superuser: boolean };
type UserList = { count: number; next: null; previous: null; results: AdminUser[] };

describe('superuser routes: who may call them (issue 13, spec 001 §6)', () => {
  const reads = [DASHBOARD, USERS, `${USERS}?search=a`, AUDIT, scanPage(1)];

  it("answers allauth's 401 signed out on every route", async () => {
    const visitor = new Browser(ctx.app);
    await visitor.get(SESSION);
    const answers = [
      ...(await Promise.all(reads.map((url) => visitor.get(url)))),
      await visitor.post(IMPERSONATION, { user_id: 1, reason: 'Support' }),
      await visitor.request({ method: 'DELETE', url: IMPERSONATION }),
    ];
    for (const res of answers) expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  });

  it('answers 403 permission_denied to a signed-in user who is not a superuser, on the server', async () => {
    const { browser } = await signedIn(ctx.app);
    const target = await someone(ctx.app);
    const answers = [
      ...(await Promise.all(reads.map((url) => browser.get(url)))),
      await browser.post(IMPERSONATION, { user_id: target.id, reason: 'Support' }),
      // Even with a bad body: the permission is checked first.
      await browser.post(IMPERSONATION, { user_id: 'x' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [
          { message: 'You do not have permission to perform this action.', code: 'permission_denied' },
        ],
      });
    }
  });

  it('answers the superuser', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    for (const url of [DASHBOARD, USERS, AUDIT]) expect((await browser.get(url)).statusCode).toBe(200);
    const missing = await browser.get(scanPage(2_000_000_000));
    expect([missing.statusCode, missing.json().errors[0].code]).toEqual([404, 'not_found']);
    for (const url of [scanPage('x'), scanPage(0), `${USERS}?search=${'a'.repeat(255)}`]) {
      const res = await browser.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });
});

describe('GET /api/admin/users/?search=', () => {
  it('finds users by email or name, case-insensitively, newest first, at most 20', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const tag = `srch${process.pid}`;
    const ada = await someone(ctx.app, {
      email: `ada.${tag}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const alan = await someone(ctx.app, {
      email: `alan.${tag}@example.com`,
      firstName: 'Alan',
      lastName: 'Turing',
    });
    const joan = await someone(ctx.app, {
      email: `jc@${tag}.example.com`,
      firstName: 'Joan',
      lastName: 'Clarke',
    });
    // Join dates one minute apart, so "newest first" is Joan, Alan, Ada.
    for (const [i, u] of [ada, alan, joan].entries()) {
      await ctx.app.db
        .update(users)
        .set({ dateJoined: new Date(Date.now() - (3 - i) * 60_000) })
        .where(eq(users.id, u.id));
    }

    const byTag = (await browser.get(`${USERS}?search=${tag.toUpperCase()}`)).json<UserList>();
    expect(byTag.results.map((u) => u.id)).toEqual([joan.id, alan.id, ada.id]);
    expect(byTag).toMatchObject({ count: 3, next: null, previous: null });
    expect(byTag.results[2]).toEqual({
      id: ada.id,
      email: ada.email,
      display_name: 'Ada Lovelace',
      is_superuser: false,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const byName = (await browser.get(`${USERS}?search=${encodeURIComponent('ada love')}`)).json<UserList>();
    expect(byName.results.map((u) => u.id)).toEqual([ada.id]);
    const byLast = (await browser.get(`${USERS}?search=turing`)).json<UserList>();
    expect(byLast.results.map((u) => u.id)).toEqual([alan.id]);
    const nobody = (await browser.get(`${USERS}?search=zz-nobody-${tag}`)).json<UserList>();
    expect(nobody).toEqual({ count: 0, next: null, previous: null, results: [] });

    for (let i = 0; i < 22; i += 1) await someone(ctx.app, { email: `many${i}.${tag}@example.com` });
    const capped = (await browser.get(`${USERS}?search=${tag}`)).json<UserList>();
    expect(capped.count).toBe(20);
    const all = (await browser.get(USERS)).json<UserList>();
    expect(all.count).toBe(20);
  });

  it('takes LIKE wildcards literally', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const tag = `wild${process.pid}`;
    const under = await someone(ctx.app, { email: `${tag}@example.com`, lastName: 'Under_score' });
    await someone(ctx.app, { email: `${tag}x@example.com`, lastName: 'Underxscore' });
    const percent = await someone(ctx.app, { email: `${tag}p@example.com`, lastName: '100%' });
    await someone(ctx.app, { email: `${tag}q@example.com`, lastName: '1000' });

    const underscore = (await browser.get(`${USERS}?search=${encodeURIComponent('r_s')}`)).json<UserList>();
    expect(underscore.results.map((u) => u.id)).toEqual([under.id]);
    const percentSign = (await browser.get(`${USERS}?search=${encodeURIComponent('0%')}`)).json<UserList>();
    expect(percentSign.results.map((u) => u.id)).toEqual([percent.id]);
    const backslash = (await browser.get(`${USERS}?search=${encodeURIComponent('\\')}`)).json<UserList>();
    expect(backslash.results).toEqual([]);
  });
});

describe('GET /api/admin/scans/{id}/', () => {
  it('shows the stored scan with every breached value masked and no raw data', async () => {
    const owner = await signedInUser(ctx.app, {
      firstName: 'Rosalind',
      lastName: 'Franklin',
      phone: '+12125550177',
    });
    const breached = {
      email: 'rosalind.old@mailbox.test',
      password: 'correct-horse-battery',
      hash: '5f4dcc3b5aa765d61d8327deb882cf99',
      username: 'rfranklin1920',
      phone: '(212) 555-0177',
      address: '17 Helix Road, Cambridge',
      dob: '1920-07-25',
      name: 'Rosalind Franklin',
    };
    await seedCorpus(ctx.app, [
      {
        database_name: 'Adobe',
        name: breached.name,
        email: breached.email,
        username: breached.username,
        password: breached.password,
        dob: breached.dob,
      },
      {
        database_name: 'Dropbox',
        phone: breached.phone,
        address: breached.address,
        hashed_password: breached.hash,
      },
    ]);
    const scanned = await owner.browser.post(SEARCH, {});
    expect(scanned.statusCode).toBe(200);
    const scan = scanned.json<{ id: number; passwords_found: string[] }>();
    expect(scan.passwords_found).toEqual([breached.password]);

    const { browser } = await signedIn(ctx.app, { superuser: true });
    const res = await browser.get(scanPage(scan.id));
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toEqual({
      owner: {
        id: owner.user.id,
        email: owner.user.email,
        display_name: 'Rosalind Franklin',
        is_superuser: false,
        date_joined: expect.any(String),
      },
      scan: {
        id: scan.id,
        created_at: expect.any(String),
        total_results: 2,
        emails_found: ['ros***@mailbox.test'],
        passwords_found: ['••••••••'],
        usernames_found: ['rf***'],
        databases: ['Adobe', 'Dropbox'],
        consolidated_data: {
          name: ['R. F.'],
          email: ['ros***@mailbox.test'],
          phone: ['***-***-0177'],
          address: ['*** Helix Road, Cambridge'],
          dob: ['1920'],
          license_plate: [],
          hashed_password: ['••••••••'],
          username: ['rf***'],
          social: [],
        },
        raw_data: null,
      },
      entries_count: 2,
    });

    const text = res.body.toLowerCase();
    for (const value of [
      breached.email,
      'rosalind.old',
      breached.password,
      breached.hash,
      breached.username,
      breached.phone,
      '555-0177',
      '2125550177',
      '17 helix',
      breached.dob,
      // Not the name: the breached copy is masked above ('R. F.'), but it is also the owner's
      // own account name, which the page shows as the owner.
    ]) {
      expect(text).not.toContain(value.toLowerCase());
    }
  });
});
