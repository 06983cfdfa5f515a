import { noIdentifiers, type Identifiers } from '../../../src/modules/darkweb/identifiers.js';
import { createDehashedProvider, dehashedQuery } from '../../../src/modules/darkweb/providers/dehashed.js';
import { BreachSearchError } from '../../../src/modules/darkweb/providers/provider.js';
import { dehashedEntry, found, startDehashedStandIn, type StandInReply } from './darkweb-helpers.js';

const KEY = 'test-dehashed-key';
const query: Identifiers = { ...noIdentifiers(), email: ['ann@example.com'], name: ['ann "the" smith'] };

let reply: (n: number) => StandInReply;
let standIn: Awaited<ReturnType<typeof startDehashedStandIn>>;
beforeAll(async () => {
  standIn = await startDehashedStandIn((request, n) =>
    request.headers['dehashed-api-key'] === KEY
      ? reply(n)
      : {
          status: 401,
          body: { error: 'You need a search subscription and API credits to use this endpoint' },
        },
  );
});
afterAll(() => standIn.close());
beforeEach(() => standIn.requests.splice(0));

const client = (options: Partial<Parameters<typeof createDehashedProvider>[0]> = {}) =>
  createDehashedProvider({ apiKey: KEY, apiUrl: standIn.url, ...options });

async function failure(promise: Promise<unknown>): Promise<BreachSearchError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BreachSearchError);
  return error as BreachSearchError;
}

describe('DeHashed v2 client (shared/reference/dehashed-v2.md)', () => {
  it('posts one exact OR query with the API key and reads array-valued entries', async () => {
    reply = () =>
      found([
        dehashedEntry(5603802198, {
          email: ['ann@example.com'],
          password: ['examplepassword'],
          hashed_password: ['password:salt||passwordhash'],
          phone: ['+18005551234'],
        }),
      ]);
    const result = await client().search({ ...query, phone: ['18005551234'] });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      query:
        'email:"ann@example.com" OR phone:"18005551234" OR phone:"+18005551234" OR phone:"8005551234" OR name:"ann \\"the\\" smith"',
      page: 1,
      size: 500,
      wildcard: false,
      regex: false,
      de_dupe: false,
    });
    expect(result.total).toBe(1);
    expect(result.hits).toEqual([
      expect.objectContaining({
        id: 'dehashed:5603802198',
        database_name: 'Example Database',
        email: ['ann@example.com'],
        password: ['examplepassword'],
        hashed_password: ['password:salt||passwordhash'],
        phone: ['+18005551234'],
        username: [],
        raw: expect.objectContaining({ raw_record: { le_only: true, unstructured: true } }),
      }),
    ]);
  });

  it('reads null entries as nothing found', async () => {
    reply = () => found(null);
    expect(await client().search(query)).toEqual({ hits: [], total: 0 });
  });

  it('fetches the following pages until total, and no more than maxResults', async () => {
    const entries = [1, 2, 3, 4, 5].map((id) => dehashedEntry(id, { email: [`ann${id}@example.com`] }));
    reply = (n) => found(entries.slice(n * 2, n * 2 + 2), entries.length);

    const all = await client({ pageSize: 2 }).search(query);
    expect(standIn.requests.map((r) => [r.body.page, r.body.size])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(all.hits.map((h) => h.id)).toEqual(['1', '2', '3', '4', '5'].map((id) => `dehashed:${id}`));
    expect(all.total).toBe(5);

    standIn.requests.splice(0);
    const capped = await client({ pageSize: 2, maxResults: 3 }).search(query);
    expect(standIn.requests).toHaveLength(2);
    expect(capped.hits).toHaveLength(3);
    expect(capped.total).toBe(5);
  });

  it('waits for Retry-After after a 429, then goes on', async () => {
    reply = (n) =>
      n === 0
        ? { status: 429, body: { error: 'too many requests' }, headers: { 'retry-after': '1' } }
        : found([dehashedEntry(7, { email: ['ann@example.com'] })]);
    const result = await client().search(query);
    expect(result.hits).toHaveLength(1);
    const [first, second] = standIn.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('gives up after maxRetries 429s, or at once when Retry-After is too long', async () => {
    reply = () => ({ status: 429, body: { error: 'too many requests' }, headers: { 'retry-after': '0' } });
    const error = await failure(client({ maxRetries: 2 }).search(query));
    expect(error.reason).toBe('rate_limited');
    expect(standIn.requests).toHaveLength(3);

    standIn.requests.splice(0);
    reply = () => ({ status: 429, body: { error: 'too many requests' }, headers: { 'retry-after': '120' } });
    expect((await failure(client().search(query))).reason).toBe('rate_limited');
    expect(standIn.requests).toHaveLength(1);
  });

  it('turns 401 and 403 into clear messages', async () => {
    const unauthorized = await failure(client({ apiKey: 'stale-v1-key' }).search(query));
    expect(unauthorized.reason).toBe('unauthorized');
    expect(unauthorized.message).toContain('You need a search subscription and API credits');
    expect(unauthorized.message).toContain('DEHASHED_API_KEY');

    reply = () => ({ status: 403, body: { error: 'Insufficient Credits' } });
    const credits = await failure(client().search(query));
    expect(credits.reason).toBe('insufficient_credits');
    expect(credits.message).toBe(
      'DeHashed refused the search (403: Insufficient Credits): the account has no API credits left.',
    );

    reply = () => ({ status: 400, body: { error: 'size must be between 1 and 10000' } });
    expect((await failure(client().search(query))).message).toContain('size must be between 1 and 10000');
  });

  it('reports an unreachable service as unavailable', async () => {
    const error = await failure(
      createDehashedProvider({ apiKey: KEY, apiUrl: 'http://127.0.0.1:9' }).search(query),
    );
    expect(error.reason).toBe('unavailable');
  });

  it('builds no term for an empty kind', () => {
    expect(dehashedQuery({ ...noIdentifiers(), username: ['ann_s'] })).toBe('username:"ann_s"');
  });
});
