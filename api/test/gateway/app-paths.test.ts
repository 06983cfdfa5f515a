import { rmSync } from 'node:fs';
import gateway from '../../src/gateway/gateway.js';
import { useTestApp } from '../helpers/app.js';
import { writeFixtureBuilds } from '../helpers/gateway.js';

const root = writeFixtureBuilds();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ctx = useTestApp(
  {},
  {
    extraPlugins: [
      async (app) => {
        await app.register(gateway, { root });
      },
    ],
  },
);

/** Spec 001 §2 paths typed into the address bar, and the app route each opens (issue 13). */
const EXPECTED: [string, string][] = [
  ['/users/profile/', '/app/users/profile/'],
  ['/accounts/password/change/', '/app/accounts/password/change/'],
  ['/accounts/logout/', '/app/accounts/logout/'],
  ['/teams/create/', '/app/teams/create/'],
  ['/a/adas-family/team/', '/app/a/adas-family/team/'],
  ['/a/adas-family/', '/app/a/adas-family/'],
  ['/dashboard/', '/app/project-dashboard'],
  ['/support/', '/app/support'],
  ['/admin/dehashed/darkwebscan/42/change/', '/app/admin/scans/42'],
  ['/teams/invitation/7/', '/app/teams/invitation/7'],
];

describe('gateway: the spec 001 §2 paths open the app (issue 13)', () => {
  it.each(EXPECTED)('GET and HEAD %s answer 302 to %s', async (from, to) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.app.inject({ method, url: from });
      expect([method, res.statusCode, res.headers.location]).toEqual([method, 302, to]);
    }
  });

  it('keeps the query string, as the invitation link needs its key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/teams/invitation/7/?key=abc_DEF-123&x=%2F' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/teams/invitation/7?key=abc_DEF-123&x=%2F');
    const profile = await ctx.app.inject({ method: 'GET', url: '/users/profile/?tab=avatar' });
    expect(profile.headers.location).toBe('/app/users/profile/?tab=avatar');
  });

  it('answers a relative Location whatever the Host says, and sets no cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/support/',
      headers: { host: 'localhost:8000' },
    });
    expect(res.headers.location).toBe('/app/support');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('re-encodes a typed segment, so it cannot leave the app or split the header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/a/%2F%2Fevil.example%0D%0AX-Evil:%201/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/a/%2F%2Fevil.example%0D%0AX-Evil%3A%201/');
    expect(res.headers['x-evil']).toBeUndefined();
  });

  it('leaves other methods and paths alone', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/support/' });
    expect(post.statusCode).not.toBe(302);
    expect(post.headers.location).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/users/profile' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/a/x/y/' })).statusCode).toBe(404);
  });
});
