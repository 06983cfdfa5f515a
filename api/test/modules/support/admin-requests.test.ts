import { eq } from 'drizzle-orm';
import { supportRequests } from '../../../src/modules/support/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { auditOf, impersonationUnderWay, signedIn } from '../admin/admin-helpers.js';
import { visitor } from '../registration/register.js';
import { ADMIN_REQUESTS, answeredUrl, aRequest, REQUESTS, stored } from './support-helpers.js';

/** Issue 33 item 2: the superusers' Support requests page and Mark answered. */
const ctx = useTestApp({ SUPPORT_RATE_LIMIT: '1000' });

type Listed = { id: number; reference: string; status: string; answered_by: string | null };
type Page = { count: number; next: string | null; previous: string | null; results: Listed[] };

/** Sends a request signed out from a new address; its reference. */
async function sent(message = 'Please help me with my account.') {
  const res = await (
    await visitor(ctx.app)
  ).post(REQUESTS, aRequest({ email: uniqueEmail('asker'), message }));
  expect(res.statusCode).toBe(201);
  return res.json<{ reference: string }>().reference;
}

/** Every request of `status` (or all), newest first, read page by page as a superuser. */
async function everything(browser: Browser, status?: string): Promise<Listed[]> {
  const all: Listed[] = [];
  let url: string | null = `${ADMIN_REQUESTS}?${status ? `status=${status}&` : ''}page_size=100`;
  while (url) {
    const res = await browser.get(url);
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    all.push(...page.results);
    url = page.next;
  }
  return all;
}

describe('the Support requests of superusers', () => {
  it('are refused signed out (401) and to a plain user (403), as the admin routes', async () => {
    const reference = await sent();
    const row = await stored(ctx.app, reference);
    const out = new Browser(ctx.app);
    await out.get('/_allauth/browser/v1/auth/session');
    expect([(await out.get(ADMIN_REQUESTS)).statusCode, (await out.get(ADMIN_REQUESTS)).json()]).toEqual([
      401,
      unauthenticated(),
    ]);
    expect((await out.post(answeredUrl(row!.id), {})).statusCode).toBe(401);

    const { browser } = await signedIn(ctx.app);
    for (const res of [
      await browser.get(ADMIN_REQUESTS),
      await browser.request({ method: 'POST', url: answeredUrl(row!.id) }),
    ]) {
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'permission_denied']);
    }
    expect((await stored(ctx.app, reference))?.status).toBe('open');
  });

  it('are refused to a superuser while impersonating: the session is the user’s', async () => {
    const { browser } = await impersonationUnderWay(ctx.app);
    const res = await browser.get(ADMIN_REQUESTS);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'permission_denied']);
  });

  it('list newest first, filter open or answered, and page with the filter kept', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const first = await sent('First request, please help.');
    const second = await sent('Second request, please help.');
    const third = await sent('Third request, please help.');

    const listed = (await everything(browser)).map((r) => r.reference);
    expect(listed.indexOf(third)).toBeLessThan(listed.indexOf(second));
    expect(listed.indexOf(second)).toBeLessThan(listed.indexOf(first));
    const [newest] = (await browser.get(`${ADMIN_REQUESTS}?page_size=1`)).json<Page>().results;
    expect(newest).toEqual({
      id: expect.any(Number),
      reference: third,
      topic: 'threat_question',
      message: 'Third request, please help.',
      email: expect.stringMatching(/^asker\./),
      user_id: null,
      diagnostics: null,
      status: 'open',
      created_at: expect.any(String),
      answered_at: null,
      answered_by: null,
    });

    const id = (await stored(ctx.app, second))!.id;
    expect((await browser.request({ method: 'POST', url: answeredUrl(id) })).statusCode).toBe(200);
    const open = await everything(browser, 'open');
    const answered = await everything(browser, 'answered');
    expect(open.map((r) => r.reference)).toEqual(expect.arrayContaining([first, third]));
    expect(open.map((r) => r.reference)).not.toContain(second);
    expect(answered.map((r) => r.reference)).toContain(second);
    expect(answered.every((r) => r.status === 'answered')).toBe(true);

    const page = (await browser.get(`${ADMIN_REQUESTS}?status=open&page_size=1`)).json<Page>();
    expect(page.next).toBe(`${ADMIN_REQUESTS}?status=open&page=2&page_size=1`);
    expect(page.count).toBe(open.length);
    expect((await browser.get(`${ADMIN_REQUESTS}?status=closed`)).statusCode).toBe(400);
  });

  it('Mark answered: once, audited once, idempotent after; 404 for an unknown id', async () => {
    const { user: admin, browser } = await signedIn(ctx.app, { superuser: true });
    const reference = await sent();
    const { id, email } = (await stored(ctx.app, reference))!;

    const res = await browser.request({ method: 'POST', url: answeredUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, reference, status: 'answered', answered_by: admin.email });
    const answeredAt = res.json<{ answered_at: string }>().answered_at;
    expect(Date.parse(answeredAt)).not.toBeNaN();

    // A second superuser, or the same one again, changes nothing.
    const other = await signedIn(ctx.app, { superuser: true });
    const again = await other.browser.request({ method: 'POST', url: answeredUrl(id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'answered',
      answered_at: answeredAt,
      answered_by: admin.email,
    });
    const [row] = await ctx.app.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({ status: 'answered', answeredBy: admin.id });

    expect(await auditOf(ctx.app, admin.id)).toEqual([
      expect.objectContaining({
        action: 'support_answered',
        userId: null,
        userEmail: email,
        reason: reference,
        request: 'POST /api/admin/support-requests/:id/answered/',
      }),
    ]);
    expect(await auditOf(ctx.app, other.user.id)).toEqual([]);

    // It shows on the staff audit of the Impersonate page too.
    const audit = (await browser.get('/api/admin/impersonation/audit/')).json<{
      results: { action: string; reason: string }[];
    }>();
    expect(audit.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'support_answered', reason: reference })]),
    );

    const unknown = await browser.request({ method: 'POST', url: answeredUrl(2_000_000_000) });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { status: 'error', errors: [{ message: 'Not found.', code: 'not_found', param: 'id' }] },
    ]);
    expect((await browser.request({ method: 'POST', url: answeredUrl('abc') })).statusCode).toBe(400);
    const noToken = await browser.request({ method: 'POST', url: answeredUrl(id), csrf: false });
    expect(noToken.statusCode).toBe(403);
  });
});
