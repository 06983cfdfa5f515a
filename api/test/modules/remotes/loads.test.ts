import { rmSync } from 'node:fs';
import {
  canaryPosition,
  REMOTE_DEV_OVERRIDE_COOKIE,
  REMOTE_LOADS_PATH,
} from '@lifeguard/contracts/remote-registry';
import gateway from '../../../src/gateway/gateway.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { writeFixtureBuilds } from '../../helpers/gateway.js';
import { signedIn } from '../admin/admin-helpers.js';

/** Issue 34 items 4 and 6: load reports, the canary rule, and a superuser's developer override. */
const root = writeFixtureBuilds();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ctx = useTestApp(
  { REMOTE_LOADS_RATE_LIMIT: '1000' },
  { extraPlugins: [async (app) => void (await app.register(gateway, { root }))] },
);

const ADMIN = '/api/admin/remotes/';
const failed = (version: string) => ({
  remote: 'darkweb',
  version,
  outcome: 'fallback',
  failed_phase: 'manifest',
  manifest_ms: 40,
  total_ms: 1400,
});
const loaded = (version: string, total = 300) => ({
  remote: 'darkweb',
  version,
  outcome: 'loaded',
  manifest_ms: 50,
  entry_ms: 80,
  expose_ms: 20,
  total_ms: total,
});

/** `browser` sends one beacon: no CSRF header, as navigator.sendBeacon. */
const beacon = (browser: Browser, loads: object[]) =>
  browser.post(REMOTE_LOADS_PATH, { loads }, { csrf: false });

type Stats = {
  loads: number;
  failures: number;
  retried: number;
  failure_rate: number;
  p75_ms: number | null;
};
type State = {
  remotes: { name: string; canary: unknown; versions: { version: string; stats: Stats }[] }[];
  audit: { action: string; version: string; actor: string; detail: string }[];
};

/** A signed-in user whom a canary of `percent` % reaches. */
async function userInCanary(percent: number) {
  for (;;) {
    const person = await signedIn(ctx.app);
    if (canaryPosition(person.user.id) * 100 < percent) return person;
  }
}

describe('load reports (issue 34 item 4)', () => {
  it('are schema-checked: bad batches answer 400 and store nothing', async () => {
    const browser = new Browser(ctx.app);
    const bad: object[][] = [
      [],
      Array.from({ length: 21 }, () => loaded('1.3.0')),
      [{ ...loaded('1.3.0'), total_ms: -1 }],
      [{ ...loaded('1.3.0'), total_ms: 600_001 }],
      [{ ...loaded('1.3.0'), total_ms: 1.5 }],
      [{ ...loaded('1.3.0'), total_ms: '300' }],
      [{ ...loaded('1.3.0'), remote: 'nowhere' }],
      [{ ...loaded('1.3.0'), outcome: 'crashed' }],
      [{ ...loaded('1.3.0'), version: 'a\u0000b' }],
    ];
    for (const loads of bad) expect((await beacon(browser, loads)).statusCode).toBe(400);
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    const state = (await admin.get(ADMIN)).json<State>();
    const darkweb = state.remotes.find((r) => r.name === 'darkweb')!;
    expect(darkweb.versions.every((v) => v.stats.loads === 0)).toBe(true);
  });

  it('are counted per version over the last hour: loads, failures, failure rate and p75', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const loads = [...[100, 200, 300, 400].map((ms) => loaded('1.3.0', ms)), failed('1.3.0')];
    expect((await beacon(browser, loads)).statusCode).toBe(204);
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    const darkweb = (await admin.get(ADMIN)).json<State>().remotes.find((r) => r.name === 'darkweb')!;
    expect(darkweb.versions.find((v) => v.version === '1.3.0')!.stats).toEqual({
      loads: 5,
      failures: 1,
      retried: 0,
      failure_rate: 20,
      p75_ms: 400,
    });
  });

  it('roll a failing canary back automatically past 5 % of 20 signed-in loads, audited by the system', async () => {
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    await admin.post(`${ADMIN}darkweb/versions/`, {
      version: '4.0.0',
      manifest_url: '/remotes/darkweb/4.0.0/mf-manifest.json',
    });
    await admin.post(`${ADMIN}darkweb/canary/`, { version: '4.0.0', percent: 50 });
    const person = await userInCanary(50);
    expect(
      (await person.browser.get('/app/remotes.json'))
        .json<{ name: string; version: string }[]>()
        .find((r) => r.name === 'darkweb')!.version,
    ).toBe('4.0.0');

    // Signed-out reports never end a canary: anyone can send them.
    const visitor = new Browser(ctx.app);
    expect(
      (
        await beacon(
          visitor,
          Array.from({ length: 20 }, () => failed('4.0.0')),
        )
      ).statusCode,
    ).toBe(204);
    const canaryOf = async () =>
      (await admin.get(ADMIN)).json<State>().remotes.find((r) => r.name === 'darkweb')!.canary;
    expect(await canaryOf()).toEqual({ version: '4.0.0', percent: 50 });

    // 19 loads are too few to judge, even all failed.
    await beacon(
      person.browser,
      Array.from({ length: 19 }, () => failed('4.0.0')),
    );
    expect(await canaryOf()).toEqual({ version: '4.0.0', percent: 50 });
    await beacon(person.browser, [failed('4.0.0')]);
    expect(await canaryOf()).toBeNull();
    expect(
      (await person.browser.get('/app/remotes.json'))
        .json<{ name: string; version: string }[]>()
        .find((r) => r.name === 'darkweb')!.version,
    ).toBe('1.3.0');
    const [row] = (await admin.get(ADMIN)).json<State>().audit;
    expect(row).toMatchObject({ action: 'auto_rolled_back', version: '4.0.0', actor: 'system' });
    expect(row!.detail).toBe('20 of 20 loads failed (100 %) in the last hour, over the 5 % allowed.');
  });

  it('keep a healthy canary: 1 failure in 20 is 5 %, not over it', async () => {
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    await admin.post(`${ADMIN}darkweb/versions/`, {
      version: '4.1.0',
      manifest_url: '/remotes/darkweb/4.1.0/mf-manifest.json',
    });
    await admin.post(`${ADMIN}darkweb/canary/`, { version: '4.1.0', percent: 100 });
    const person = await userInCanary(100);
    await beacon(person.browser, [...Array.from({ length: 19 }, () => loaded('4.1.0')), failed('4.1.0')]);
    const darkweb = (await admin.get(ADMIN)).json<State>().remotes.find((r) => r.name === 'darkweb')!;
    expect(darkweb.canary).toEqual({ version: '4.1.0', percent: 100 });
    await admin.request({ method: 'DELETE', url: `${ADMIN}darkweb/canary/` });
  });
});

describe("a superuser's developer override (issue 34 item 6)", () => {
  const DEV = 'http://127.0.0.1:3104/mf-manifest.json';

  it('serves the remote from the development server in that browser only, with the CSP allowing it', async () => {
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    const set = await admin.request({
      method: 'PUT',
      url: `${ADMIN}dev-override/`,
      payload: { name: 'darkweb', entry: DEV },
    });
    expect(set.json()).toEqual({ name: 'darkweb', entry: DEV });
    const registry = (await admin.get('/app/remotes.json')).json<{ name: string }[]>();
    expect(registry.find((r) => r.name === 'darkweb')).toEqual({
      name: 'darkweb',
      entry: DEV,
      version: 'dev',
      dev: true,
    });
    const page = await admin.get('/app/settings');
    expect(page.headers['content-security-policy']).toMatch(/script-src[^;]* http:\/\/127\.0\.0\.1:3104/);
    expect(page.headers['content-security-policy']).toMatch(/connect-src[^;]* ws:\/\/127\.0\.0\.1:3104/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect((await admin.get(ADMIN)).json<{ dev_override: unknown }>().dev_override).toEqual({
      name: 'darkweb',
      entry: DEV,
    });

    // The same cookie in another user's browser does nothing.
    const other = await signedIn(ctx.app);
    other.browser.cookies.set(REMOTE_DEV_OVERRIDE_COOKIE, admin.cookies.get(REMOTE_DEV_OVERRIDE_COOKIE)!);
    const theirs = (await other.browser.get('/app/remotes.json')).json<{ name: string; entry: string }[]>();
    expect(theirs.find((r) => r.name === 'darkweb')!.entry).not.toBe(DEV);
    expect((await other.browser.get('/app/settings')).headers['content-security-policy']).not.toMatch(/3104/);
    // A forged cookie does nothing either.
    admin.cookies.set(
      REMOTE_DEV_OVERRIDE_COOKIE,
      encodeURIComponent(JSON.stringify({ superuser: 1, name: 'darkweb', entry: DEV })),
    );
    expect(
      (await admin.get('/app/remotes.json'))
        .json<{ name: string; entry: string }[]>()
        .find((r) => r.name === 'darkweb')!.entry,
    ).not.toBe(DEV);
  });

  it('is cleared, audited both ways, and refused to a user', async () => {
    const { browser: admin } = await signedIn(ctx.app, { superuser: true });
    await admin.request({
      method: 'PUT',
      url: `${ADMIN}dev-override/`,
      payload: { name: 'teams', entry: DEV },
    });
    expect((await admin.request({ method: 'DELETE', url: `${ADMIN}dev-override/` })).statusCode).toBe(204);
    expect(
      (await admin.get('/app/remotes.json')).json<{ name: string; dev?: true }[]>().some((r) => r.dev),
    ).toBe(false);
    const audit = (await admin.get(ADMIN)).json<State>().audit;
    expect(audit.slice(0, 2).map((r) => r.action)).toEqual(['dev_override_cleared', 'dev_override']);
    const { browser } = await signedIn(ctx.app);
    expect(
      (
        await browser.request({
          method: 'PUT',
          url: `${ADMIN}dev-override/`,
          payload: { name: 'teams', entry: DEV },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await admin.request({
      method: 'PUT',
      url: `${ADMIN}dev-override/`,
      payload: { name: 'teams', entry: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
