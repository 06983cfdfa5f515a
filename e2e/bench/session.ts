/**
 * The signed-in visitor of the benchmark (bench/bundle-size.ts): signing a browser context in
 * through the allauth API, its session cookie, its family's slug, and the first dashboard visit
 * that creates the user's default integrations (after it the dashboard is fully server-rendered).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { TestUser } from '../support/product';

/** The csrftoken cookie of `context` for `url`. @throws Error when the server set none. */
async function csrfToken(context: BrowserContext, url: string): Promise<string> {
  const token = (await context.cookies(url)).find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) throw new Error('The server set no csrftoken cookie');
  return token;
}

/** Signs `user` in in `context` through the allauth browser API, as the login screen does. */
export async function signInThroughApi(context: BrowserContext, url: string, user: TestUser): Promise<void> {
  const session = await context.request.get(`${url}/_allauth/browser/v1/auth/session`);
  await session.dispose();
  const response = await context.request.post(`${url}/_allauth/browser/v1/auth/login`, {
    headers: { 'X-CSRFToken': await csrfToken(context, url) },
    data: { email: user.email, password: user.password, username: '' },
  });
  if (response.status() !== 200)
    throw new Error(`Sign-in answered ${response.status()}: ${await response.text()}`);
}

/** The `sessionid=…` Cookie header of a signed-in `context`. @throws Error when it has none. */
export async function sessionCookie(context: BrowserContext, url: string): Promise<string> {
  const session = (await context.cookies(url)).find((cookie) => cookie.name === 'sessionid');
  if (!session) throw new Error('The signed-in context has no sessionid cookie');
  return `sessionid=${session.value}`;
}

/**
 * The slug of the signed-in user's current family (GET /teams/api/teams/, current first).
 * Every account gets a personal family at creation; should there be none, one is created
 * (POST /teams/api/teams/, as the teams screen does).
 */
export async function familySlug(context: BrowserContext, url: string): Promise<string> {
  const list = await context.request.get(`${url}/teams/api/teams/`);
  if (list.status() !== 200) throw new Error(`GET /teams/api/teams/ answered ${list.status()}`);
  const { results } = (await list.json()) as { results: { slug: string }[] };
  if (results[0]) return results[0].slug;
  const created = await context.request.post(`${url}/teams/api/teams/`, {
    headers: { 'X-CSRFToken': await csrfToken(context, url) },
    data: { name: 'Bench family' },
  });
  if (created.status() !== 201)
    throw new Error(`POST /teams/api/teams/ answered ${created.status()}: ${await created.text()}`);
  return ((await created.json()) as { slug: string }).slug;
}

/**
 * Opens /app/dashboard once as `user` would, unthrottled, until its level-1 heading shows and
 * the network is idle: a new user's first visit creates their four default integrations, and
 * only then does the server render the whole dashboard. Answers the family's slug.
 */
export async function warmUpSignedIn(browser: Browser, url: string, user: TestUser): Promise<string> {
  const context = await browser.newContext({ baseURL: url });
  try {
    await signInThroughApi(context, url, user);
    const page = await context.newPage();
    await page.goto('/app/dashboard', { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await familySlug(context, url);
  } finally {
    await context.close();
  }
}
