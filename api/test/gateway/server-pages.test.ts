import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import gateway from '../../src/gateway/gateway.js';
import { APP_PAGE, INLINE_SETTINGS, writeFixtureBuilds } from '../helpers/gateway.js';
import { useTestApp } from '../helpers/app.js';
import { impersonationUnderWay, signedIn } from '../modules/admin/admin-helpers.js';
import { TEAMS, teamsOf, teamUrl } from '../modules/teams/teams-helpers.js';

/**
 * A stand-in for the shell's server bundle (shell/src/server/render-page.tsx; issue 31), keeping
 * its contract with the gateway: it reads the visitor's user and families through the gateway's
 * in-process fetch, answers null when signed out, asks the route's remote for its view, tries a
 * write (which must be refused), draws with the runtime settings it is given, and throws on
 * /broken.
 */
const RENDER_PAGE = `
exports.renderPage = async ({ location, serverFetch, viewRenderer, settings }) => {
  if (location === '/broken') throw new Error('render failed');
  const detail = await serverFetch('http://lifeguard.internal/users/api/user/detail/');
  if (!detail.ok) return null;
  const user = (await detail.json()).user;
  const teams = (await (await serverFetch('http://lifeguard.internal/teams/api/teams/')).json()).results;
  let write = 'allowed';
  try { await serverFetch('http://lifeguard.internal/teams/api/teams/', { method: 'POST', body: '{}' }); }
  catch (error) { write = error.message; }
  const view = await viewRenderer('dashboard')({ location });
  const names = teams.map((team) => team.name);
  const html = (mode) => '<main data-mode="' + mode + '">' + view.html + '</main>';
  return {
    remote: 'dashboard',
    state: { route: 'dashboard', session: { user: { email: user.email } }, names, write, settings },
    light: { html: html('light'), css: '.l{color:#000}' },
    dark: { html: html('dark'), css: '.d{color:#fff}' },
  };
};`;

/** A stand-in for mfe-dashboard's dist/server/render-view.cjs. */
const RENDER_VIEW = `exports.renderView = async ({ location }) => ({ html: '<h1>view of ' + location + '</h1>' });`;

const root = writeFixtureBuilds();
mkdirSync(join(root, 'shell/dist/server'), { recursive: true });
mkdirSync(join(root, 'mfe-dashboard/dist/server'), { recursive: true });
writeFileSync(join(root, 'shell/dist/server/render-page.cjs'), RENDER_PAGE);
writeFileSync(join(root, 'mfe-dashboard/dist/server/render-view.cjs'), RENDER_VIEW);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ctx = useTestApp({}, { extraPlugins: [async (app) => void (await app.register(gateway, { root }))] });

type PageState = {
  route: string;
  session: { user: { email: string } };
  names: string[];
  write: string;
  settings: unknown;
};

/** The JSON of the page's `lifeguard-state` element, as the browser's JSON.parse reads it. */
function stateOf(html: string): PageState {
  const match = /<script type="application\/json" id="lifeguard-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page carries no lifeguard-state');
  return JSON.parse(match[1]!) as PageState;
}

describe('gateway: signed-in pages rendered on the server (issue 31)', () => {
  it('answers a signed-out visitor with the app page as before, public and without private data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(APP_PAGE);
  });

  it("renders the page with the visitor's data, private, with the security headers and its state inlined", async () => {
    const { user, browser } = await signedIn(ctx.app);
    const res = await browser.get('/app/dashboard?tab=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain('<main data-mode="light"><h1>view of /dashboard?tab=1</h1></main>');
    expect(res.body).toContain('<template id="prerendered-dark-markup"><main data-mode="dark">');
    const state = stateOf(res.body);
    expect(state.session.user.email).toBe(user.email);
    expect(state.write).toBe('A server render only reads (POST refused)');
    expect((await teamsOf(browser)).map(({ name }) => name)).toEqual(state.names);
    // The frame is drawn with the settings the page inlines: HELP_URL (issue 33 item 1).
    expect(state.settings).toEqual({ help_url: '/help/' });
    expect(res.body).toContain(INLINE_SETTINGS);
  });

  it('escapes what could end the JSON element or a line in it', async () => {
    const { browser } = await signedIn(ctx.app);
    const [team] = await teamsOf(browser);
    const name = 'a\u2028b\u2029c </script><script>alert(1)</script> & <!--';
    expect(
      (await browser.request({ method: 'PATCH', url: teamUrl(team!.id), payload: { name } })).statusCode,
    ).toBe(200);
    const res = await browser.get('/app/dashboard');
    const json = /id="lifeguard-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(stateOf(res.body).names).toContain(name);
    expect(res.body.match(/<script>alert/g)).toBeNull();
  });

  it("never gives one user's page another user's data", async () => {
    const first = await signedIn(ctx.app);
    const second = await signedIn(ctx.app);
    await second.browser.post(TEAMS, { name: 'Second family only' });
    const firstPage = (await first.browser.get('/app/dashboard')).body;
    const secondPage = (await second.browser.get('/app/dashboard')).body;
    expect(stateOf(firstPage).session.user.email).toBe(first.user.email);
    expect(stateOf(secondPage).session.user.email).toBe(second.user.email);
    expect(firstPage).not.toContain(second.user.email);
    expect(firstPage).not.toContain('Second family only');
    expect(secondPage).toContain('Second family only');
  });

  it("gives an impersonating superuser the impersonated user's page", async () => {
    const { browser, target } = await impersonationUnderWay(ctx.app);
    const state = stateOf((await browser.get('/app/dashboard')).body);
    expect(state.session.user.email).toBe(target.email);
  });

  it('sends the app page when the render fails, and logs it', async () => {
    const { browser } = await signedIn(ctx.app);
    const res = await browser.get('/app/broken');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(APP_PAGE);
  });

  it('never serves the server bundles as files', async () => {
    for (const url of ['/app/server/render-page.cjs', '/remotes/dashboard/server/render-view.cjs']) {
      expect([url, (await ctx.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
  });
});
