/**
 * Signed-in pages the server renders with their data (issue 31): the first screen is in the
 * HTML, its data travels with it and is used once, and a page only ever holds its own user's data.
 */
import type { Page, Response } from '@playwright/test';
import { csrfToken, expect, signInThroughApi, test, type TestUser } from '../support/fixtures';

/** The GET calls whose answers a server-rendered dashboard carries (its lifeguard-state). */
const DASHBOARD_READS = [
  '/users/api/user/detail/',
  '/teams/api/teams/',
  '/integrations/api/integrations/',
  '/integrations/api/integrations/onboarding_status/',
  '/dehashed/api/scans/',
  '/threats/api/events/',
  '/security-tasks/api/action-items/',
  '/security-tasks/api/notifications/',
  '/safety-resources/api/educational-content/',
];

type PageState = {
  route: string;
  session: { user: { email: string } };
  api: { queries: Record<string, unknown> };
};

/** The state a server-rendered page carries, or null on a page rendered in the browser. */
async function stateOf(response: Response | null): Promise<PageState | null> {
  const html = (await response?.text()) ?? '';
  const match = /<script type="application\/json" id="lifeguard-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as PageState) : null;
}

/** The dashboard taken over by the app: its heading shows and the server's markup is gone. */
async function dashboardReady(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
  await expect(page.locator('#root-prerendered')).toHaveCount(0);
}

/**
 * Signs `user` in and opens the dashboard once: a new account's first dashboard creates its
 * default protections; from then on it is the page a family sees every day, rendered whole.
 */
async function dashboardSetUp(page: Page, user: TestUser) {
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await dashboardReady(page, user.firstName);
  await page.waitForLoadState('networkidle');
}

/** Renames the user's current family through the API (PATCH /teams/api/teams/{id}/). */
async function renameFamily(page: Page, name: string): Promise<string> {
  const teams = (await (await page.request.get('/teams/api/teams/')).json()) as {
    results: { id: number; slug: string }[];
  };
  const [team] = teams.results;
  const response = await page.request.patch(`/teams/api/teams/${team!.id}/`, {
    headers: { 'X-CSRFToken': await csrfToken(page.request, page.context()) },
    data: { name },
  });
  expect(response.status(), await response.text()).toBe(200);
  return team!.slug;
}

test('a first visit of the dashboard asks the API for nothing the page already carries', async ({
  page,
  user,
}) => {
  await dashboardSetUp(page, user);
  const visit = await page.context().newPage();
  const calls: { method: string; path: string }[] = [];
  visit.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/(app|remotes)\//.test(pathname)) calls.push({ method: request.method(), path: pathname });
  });
  const state = await stateOf(await visit.goto('/app/dashboard'));
  expect(state?.route).toBe('dashboard');
  expect(state?.session.user.email).toBe(user.email);
  expect(Object.keys(state!.api.queries).length).toBeGreaterThanOrEqual(DASHBOARD_READS.length);
  await dashboardReady(visit, user.firstName);
  await visit.waitForLoadState('networkidle');

  // The status re-check (a write) may refresh the integrations after it; nothing is asked before.
  const firstWrite = calls.findIndex(({ method }) => method !== 'GET');
  const reads = calls
    .slice(0, firstWrite < 0 ? calls.length : firstWrite)
    .filter(({ method }) => method === 'GET');
  expect(reads.filter(({ path }) => DASHBOARD_READS.includes(path))).toEqual([]);
  const later = calls.slice(firstWrite < 0 ? calls.length : firstWrite);
  expect(
    later.filter(({ path }) => DASHBOARD_READS.includes(path) && !path.startsWith('/integrations/')),
  ).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the signed-in dashboard and dark web scan show their content from the HTML alone', async ({
    page,
    user,
  }) => {
    await signInThroughApi(page, user);
    await page.goto('/app/dark-web-scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start New Scan' })).toBeVisible();
    await page.goto('/users/profile/');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(user.firstName);
  });
});

test("one user's page never holds another user's data", async ({ page, user, makeUser, browser }) => {
  const other = await makeUser('other');
  await signInThroughApi(page, user);
  const mine = `Family of ${user.firstName} ${Date.now()}`;
  await renameFamily(page, mine);

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signInThroughApi(otherPage, other);
  const theirs = `Family of ${other.firstName} ${Date.now()}`;
  await renameFamily(otherPage, theirs);

  const myHtml = await (await page.goto('/app/dashboard'))!.text();
  const theirHtml = await (await otherPage.goto('/app/dashboard'))!.text();
  expect(myHtml).toContain(user.email);
  expect(myHtml).toContain(mine);
  expect(myHtml).not.toContain(other.email);
  expect(myHtml).not.toContain(theirs);
  expect(theirHtml).toContain(other.email);
  expect(theirHtml).toContain(theirs);
  expect(theirHtml).not.toContain(user.email);
  expect(theirHtml).not.toContain(mine);
  await otherContext.close();
});

test('a family name that looks like markup stays text, in the page and in its data', async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  const name = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">';
  const slug = await renameFamily(page, name);
  const response = await page.goto(`/app/a/${slug}/team/`);
  expect((await stateOf(response))?.route).toBe('team-settings');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('#root-prerendered')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test('a signed-out visitor gets the sign-in, and no private page', async ({ page }) => {
  const response = await page.goto('/app/dashboard');
  expect(await stateOf(response)).toBeNull();
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
});

test('a button pressed before the app has taken over is pressed again once it has', async ({
  page,
  user,
}) => {
  await dashboardSetUp(page, user);
  // The page as a slow phone shows it: the server's markup, the app's scripts not yet run.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/app/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Set up Phone Protection' }).click();
  // Held by the page's own script until the app is there.
  await expect(page.locator('#root[data-prerendered] button[data-click-pending]')).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/app\/integrations\/phone/);
});
