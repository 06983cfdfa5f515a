import { rmSync } from 'node:fs';
import { canaryPosition } from '@lifeguard/contracts/remote-registry';
import gateway from '../../../src/gateway/gateway.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { fixtureVersion, writeFixtureBuilds } from '../../helpers/gateway.js';
import { signedIn } from '../admin/admin-helpers.js';

/** Issue 34 items 2–3: the live registry: publish, activate, roll back, canary, audited. */
const root = writeFixtureBuilds();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ctx = useTestApp({}, { extraPlugins: [async (app) => void (await app.register(gateway, { root }))] });

const ADMIN = '/api/admin/remotes/';
const BUILD = fixtureVersion('darkweb');
const BUILD_ENTRY = '/remotes/darkweb/mf-manifest.json';

type Entry = { name: string; entry: string; version: string; dev?: true };
type State = {
  name: string;
  active_version: string;
  previous_version: string | null;
  canary: unknown;
  versions: { version: string; source: string }[];
};
type Audit = {
  action: string;
  remote: string;
  version: string | null;
  from_version: string | null;
  actor: string;
  percent: number | null;
  detail: string;
};

/** What `browser` (or a visitor) gets for remote `name` from /app/remotes.json and inlined in its page. */
async function darkwebFor(browser: Browser | null): Promise<{ json: Entry; page: Entry }> {
  const get = (url: string) => (browser ? browser.get(url) : ctx.app.inject({ method: 'GET', url }));
  const json = (await get('/app/remotes.json')).json<Entry[]>().find((r) => r.name === 'darkweb')!;
  const html = (await get('/app/settings')).body;
  const inline = /<script type="application\/json" id="lifeguard-remotes">([^<]*)<\/script>/.exec(html)![1]!;
  const page = (JSON.parse(inline) as Entry[]).find((r) => r.name === 'darkweb')!;
  return { json, page };
}

const stateOf = async (browser: Browser) =>
  (await browser.get(ADMIN)).json<{ remotes: State[]; audit: Audit[] }>();

describe('the live remote registry (issue 34)', () => {
  it('is for superusers only: 401 signed out, 403 for a user, and a refused change changes nothing', async () => {
    const out = new Browser(ctx.app);
    await out.get('/_allauth/browser/v1/auth/session');
    expect((await out.get(ADMIN)).statusCode).toBe(401);
    const { browser } = await signedIn(ctx.app);
    expect((await browser.get(ADMIN)).statusCode).toBe(403);
    const res = await browser.post(`${ADMIN}darkweb/versions/`, {
      version: '9.0.0',
      manifest_url: '/x/mf-manifest.json',
    });
    expect(res.statusCode).toBe(403);
    const admin = await signedIn(ctx.app, { superuser: true });
    const versions = (await stateOf(admin.browser)).remotes.find((r) => r.name === 'darkweb')!.versions;
    expect(versions.map((v) => v.version)).not.toContain('9.0.0');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { browser } = await signedIn(ctx.app, { superuser: true });
    const bad = [
      [`${ADMIN}darkweb/versions/`, { version: 'v1', manifest_url: '/a' }],
      [`${ADMIN}darkweb/versions/`, { version: '1.0.0\u0000', manifest_url: '/a' }],
      [`${ADMIN}darkweb/versions/`, { version: '1.0.0', manifest_url: 'javascript:alert(1)' }],
      [`${ADMIN}darkweb/versions/`, { version: 1, manifest_url: '/a' }],
      [`${ADMIN}darkweb/versions/`, { version: '1.0.0', manifest_url: `/${'a'.repeat(2000)}` }],
      [`${ADMIN}darkweb/canary/`, { version: BUILD, percent: 0 }],
      [`${ADMIN}darkweb/canary/`, { version: BUILD, percent: 101 }],
      [`${ADMIN}darkweb/canary/`, { version: BUILD, percent: '50' }],
      [`${ADMIN}nowhere/rollback/`, {}],
    ] as const;
    for (const [url, body] of bad)
      expect([url, (await browser.post(url, body)).statusCode]).toEqual([url, 400]);
    expect((await browser.post(`${ADMIN}darkweb/activate/`, { version: '7.7.7' })).statusCode).toBe(404);
    const canary = await browser.post(`${ADMIN}darkweb/canary/`, { version: BUILD, percent: 10 });
    expect([canary.statusCode, canary.json().errors[0].code]).toEqual([400, 'canary_is_active']);
    expect((await stateOf(browser)).audit).toEqual([]);
  });

  it('publishes, activates and rolls back: each next page load gets the version, every change audited', async () => {
    const { user, browser } = await signedIn(ctx.app, { superuser: true });
    expect(await darkwebFor(null)).toEqual({
      json: { name: 'darkweb', entry: BUILD_ENTRY, version: BUILD },
      page: { name: 'darkweb', entry: BUILD_ENTRY, version: BUILD },
    });
    const nothing = await browser.post(`${ADMIN}darkweb/rollback/`, {});
    expect([nothing.statusCode, nothing.json().errors[0].code]).toEqual([400, 'nothing_to_roll_back']);

    const manifest = '/remotes/darkweb/2.0.0/mf-manifest.json';
    const published = await browser.post(`${ADMIN}darkweb/versions/`, {
      version: '2.0.0',
      manifest_url: manifest,
    });
    expect(published.statusCode).toBe(201);
    expect(published.json<State>().versions.map((v) => [v.version, v.source])).toEqual([
      ['2.0.0', 'published'],
      [BUILD, 'build'],
    ]);
    const again = await browser.post(`${ADMIN}darkweb/versions/`, {
      version: '2.0.0',
      manifest_url: manifest,
    });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([400, 'version_exists']);
    // Published is not yet served.
    expect((await darkwebFor(null)).json.version).toBe(BUILD);

    const activated = await browser.post(`${ADMIN}darkweb/activate/`, { version: '2.0.0' });
    expect(activated.json<State>()).toMatchObject({ active_version: '2.0.0', previous_version: BUILD });
    const now = { name: 'darkweb', entry: manifest, version: '2.0.0' };
    expect(await darkwebFor(null)).toEqual({ json: now, page: now });
    expect(await darkwebFor(browser)).toEqual({ json: now, page: now });

    const rolledBack = await browser.post(`${ADMIN}darkweb/rollback/`, {});
    expect(rolledBack.json<State>()).toMatchObject({ active_version: BUILD, previous_version: '2.0.0' });
    expect((await darkwebFor(null)).json).toEqual({ name: 'darkweb', entry: BUILD_ENTRY, version: BUILD });

    const audit = (await stateOf(browser)).audit.slice(0, 3).reverse();
    expect(
      audit.map(({ action, version, from_version, actor }) => [action, version, from_version, actor]),
    ).toEqual([
      ['published', '2.0.0', null, user.email],
      ['activated', '2.0.0', BUILD, user.email],
      ['rolled_back', BUILD, '2.0.0', user.email],
    ]);
  });

  it('gives a 50 % canary to every other account, sticky, and to no visitor signed out', async () => {
    const admin = await signedIn(ctx.app, { superuser: true });
    const manifest = '/remotes/darkweb/3.0.0-rc.1/mf-manifest.json';
    await admin.browser.post(`${ADMIN}darkweb/versions/`, { version: '3.0.0-rc.1', manifest_url: manifest });
    const canary = await admin.browser.post(`${ADMIN}darkweb/canary/`, {
      version: '3.0.0-rc.1',
      percent: 50,
    });
    expect(canary.json<State>().canary).toEqual({ version: '3.0.0-rc.1', percent: 50 });

    const first = await signedIn(ctx.app);
    const second = await signedIn(ctx.app);
    expect(second.user.id).toBe(first.user.id + 1);
    const versions = [];
    for (const person of [first, second]) {
      const inCanary = canaryPosition(person.user.id) < 0.5;
      const expected = inCanary
        ? { name: 'darkweb', entry: manifest, version: '3.0.0-rc.1' }
        : { name: 'darkweb', entry: BUILD_ENTRY, version: BUILD };
      for (let visit = 0; visit < 3; visit += 1)
        expect(await darkwebFor(person.browser)).toEqual({ json: expected, page: expected });
      versions.push(expected.version);
    }
    expect(new Set(versions).size).toBe(2);
    expect((await darkwebFor(null)).json.version).toBe(BUILD);

    const ended = await admin.browser.request({ method: 'DELETE', url: `${ADMIN}darkweb/canary/` });
    expect(ended.json<State>().canary).toBeNull();
    for (const person of [first, second]) expect((await darkwebFor(person.browser)).json.version).toBe(BUILD);
    const audit = (await stateOf(admin.browser)).audit;
    expect(audit.slice(0, 2).map((row) => [row.action, row.version, row.percent])).toEqual([
      ['canary_ended', '3.0.0-rc.1', 50],
      ['canary', '3.0.0-rc.1', 50],
    ]);
  });

  it('promotes a canary by activating it', async () => {
    const admin = await signedIn(ctx.app, { superuser: true });
    await admin.browser.post(`${ADMIN}teams/versions/`, {
      version: '5.0.0',
      manifest_url: 'https://cdn.example.com/teams/5.0.0/mf-manifest.json',
    });
    await admin.browser.post(`${ADMIN}teams/canary/`, { version: '5.0.0', percent: 20 });
    const promoted = await admin.browser.post(`${ADMIN}teams/activate/`, { version: '5.0.0' });
    expect(promoted.json<State>()).toMatchObject({ active_version: '5.0.0', canary: null });
    expect((await stateOf(admin.browser)).audit[0]).toMatchObject({
      action: 'activated',
      detail: 'Promoted from a 20 % canary.',
    });
  });
});
