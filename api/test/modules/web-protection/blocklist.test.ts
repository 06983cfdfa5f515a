import type { Blocklist } from '@lifeguard/contracts/schemas/web-protection';
import { lookalikeOf } from '../../../../extension/src/lib/lookalike.js';
import { useTestApp } from '../../helpers/app.js';
import { extensionUser } from '../tokens/token-helpers.js';

const BLOCKLIST = '/integrations/api/extension/blocklist/';
const ctx = useTestApp();

const download = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: BLOCKLIST, headers });

/** `Authorization` of a new user's extension, its tokens fetched as the extension does. */
const signedInExtension = async () => {
  const { tokens } = await extensionUser(ctx.app);
  return { authorization: `Bearer ${tokens.access_token}`, refresh: `Bearer ${tokens.refresh_token}` };
};

describe('GET /integrations/api/extension/blocklist/ (issue 32 item 3)', () => {
  it("refuses a missing or bad token with the heartbeat's 401", async () => {
    const { authorization, refresh } = await signedInExtension();
    const missing = await download();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(missing.headers.etag).toBeUndefined();
    for (const bad of [refresh, `${authorization}x`]) {
      const res = await download({ authorization: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Given token not valid for any token type' });
    }
  });

  it('answers the feed hosts and the scam-signs brands, with a strong ETag and an hour of private cache', async () => {
    const { authorization } = await signedInExtension();
    const res = await download({ authorization });
    expect(res.statusCode).toBe(200);
    const body = res.json<Blocklist>();
    expect(Object.keys(body).sort()).toEqual(['brands', 'hosts', 'version']);
    expect(body.version).toMatch(/^[0-9a-f]{16}$/);
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    // Hosts of the bundled feed (api/data/malicious-hosts/hosts.txt), and only hosts.
    expect(body.hosts).toEqual(expect.arrayContaining(['05webinvite.com', '0daydreams.net']));
    expect(body.hosts).toHaveLength(2688);
    expect(body.brands).toContainEqual({
      token: 'paypal',
      name: 'PayPal',
      domains: ['paypal.com', 'paypal.me'],
    });
    expect(body.brands).toContainEqual({ token: 'usps', name: 'USPS', domains: ['usps.com'] });
  });

  it("lists the brands' own domains the extension's lookalike rule would flag (issue 32 lookalike detection)", async () => {
    const { authorization } = await signedInExtension();
    const { brands } = (await download({ authorization })).json<Blocklist>();
    const domainsOf = (token: string) => brands.find((brand) => brand.token === token)?.domains;
    expect(domainsOf('microsoft')).toContain('windowsupdate.com');
    expect(domainsOf('windows')).toContain('windowsupdate.com');
    expect(domainsOf('adobe')).toContain('adobelogin.com');
    expect(domainsOf('chase')).toContain('chasebank.com');
    expect(domainsOf('mcafee')).toContain('mcafee-secure.com');
    // The extension's own check (extension/src/lib/lookalike.ts) with the brands it downloads.
    for (const host of [
      'windowsupdate.com',
      'download.windowsupdate.com',
      'adobelogin.com',
      'chasebank.com',
      'www.chasebank.com',
      'mcafee-secure.com',
    ]) {
      expect([host, lookalikeOf(host, brands)]).toEqual([host, null]);
    }
    // Only those domains: the same words elsewhere still imitate the brand.
    expect(lookalikeOf('chasebank-login.com', brands)).toMatchObject({
      brand: { token: 'chase' },
      reason: 'brand_and_lure_words',
    });
    expect(lookalikeOf('windowsupdate.com.evil.net', brands)?.reason).toBe('brand_in_subdomain');
  });

  it('keeps its version across calls and users, and answers 304 without a body to the version held', async () => {
    const first = await download({ authorization: (await signedInExtension()).authorization });
    const { authorization } = await signedInExtension();
    const second = await download({ authorization });
    expect(second.json<Blocklist>().version).toBe(first.json<Blocklist>().version);
    const etag = first.headers.etag as string;
    expect(second.headers.etag).toBe(etag);

    for (const held of [etag, `W/${etag}`, `"0000000000000000", ${etag}`, '*']) {
      const res = await download({ authorization, 'if-none-match': held });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
    }
    const stale = await download({ authorization, 'if-none-match': '"0000000000000000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<Blocklist>().version).toBe(first.json<Blocklist>().version);
  });

  it('refuses signed-out requests before looking at If-None-Match', async () => {
    const { authorization } = await signedInExtension();
    const { etag } = (await download({ authorization })).headers;
    const res = await download({ 'if-none-match': etag as string });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 in our error shape past 30 downloads a minute per user', async () => {
    const { authorization } = await signedInExtension();
    for (let i = 0; i < 30; i++) expect((await download({ authorization })).statusCode).toBe(200);
    const refused = await download({ authorization });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      errors: [
        {
          message: 'Too many blocklist downloads. Please wait a minute and try again.',
          code: 'rate_limited',
        },
      ],
    });
    // Another user's extension has its own count.
    const other = await signedInExtension();
    expect((await download({ authorization: other.authorization })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document: If-None-Match, and its 200, 304, 401 and 429 answers', () => {
    type Operation = {
      parameters?: { in: string; name: string }[];
      responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
    };
    const doc = ctx.app.swagger() as { paths: Record<string, { get?: Operation }> };
    const operation = doc.paths[BLOCKLIST]?.get;
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'if-none-match' }),
    );
    const responses = operation?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['200', '304', '401', '429']);
    expect(Object.keys(responses['200']?.content?.['application/json']?.schema.properties ?? {})).toEqual([
      'version',
      'hosts',
      'brands',
    ]);
    expect(responses['304']?.content).toBeUndefined();
  });
});
