import { useTestApp } from '../../helpers/app.js';
import {
  SEARCH,
  dehashedEntry,
  found,
  signedInUser,
  startDehashedStandIn,
  type StandInReply,
} from './darkweb-helpers.js';

let reply: (body: Record<string, unknown>) => StandInReply;
let standIn: Awaited<ReturnType<typeof startDehashedStandIn>>;
beforeAll(async () => {
  standIn = await startDehashedStandIn((request) => reply(request.body));
});
afterAll(() => standIn.close());

const ctx = useTestApp(() => ({
  DEHASHED_API_KEY: 'test-dehashed-key',
  DEHASHED_API_URL: standIn.url,
  DARKWEB_SCAN_RATE_LIMIT: '3',
}));

describe('POST /dehashed/api/search/ on DeHashed (spec 001 §7, §8)', () => {
  it('scans through DeHashed, then searches the usernames found', async () => {
    const { user, browser } = await signedInUser(ctx.app, { firstName: 'Eve', lastName: 'Sample' });
    reply = (body) =>
      String(body.query).startsWith('username:')
        ? found([dehashedEntry(2, { username: ['eve_s'], password: ['pw2'] }, 'Second DB')])
        : found([dehashedEntry(1, { email: [user.email], username: ['eve_s'] }, 'First DB')], 40);

    const res = await browser.post(SEARCH, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_results: 41,
      databases: ['First DB', 'Second DB'],
      usernames_found: ['eve_s'],
      passwords_found: ['pw2'],
      raw_data: { provider: 'dehashed' },
    });
    expect(standIn.requests.map((r) => r.body.query)).toEqual([
      `email:"${user.email}" OR name:"eve sample"`,
      'username:"eve_s"',
    ]);
  });

  it("answers a provider failure with 502 and the scan page's text, then limits scans per user", async () => {
    const { browser } = await signedInUser(ctx.app);
    reply = () => ({ status: 403, body: { error: 'Insufficient Credits' } });
    const res = await browser.post(SEARCH, {});
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Failed to perform scan. Please try again.', code: 'insufficient_credits' }],
    });

    reply = () => found(null);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await browser.post(SEARCH, {})).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await browser.post(SEARCH, {});
    expect(limited.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Too many scans. Please wait a minute and try again.', code: 'rate_limited' }],
    });
    // Another user has their own allowance.
    expect((await (await signedInUser(ctx.app)).browser.post(SEARCH, {})).statusCode).toBe(200);
  });
});
