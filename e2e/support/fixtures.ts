/**
 * The test API of the browser suites: Playwright's `test` with a fresh user per test (made
 * through the createuser command, so state changes never leak between tests), and sign-in helpers.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { userFactory, type TestUser, type UserFactory } from './product';
import { runSettings } from './run-settings';

export { expect };
export type { TestUser };

/** Port and DATA_DIR of the product under test (for reading its mail). */
export const settings = runSettings();

export const AUTH_API = '/_allauth/browser/v1/auth';

type Fixtures = {
  /** Creates another user for this test; `label` goes into the address. */
  makeUser: (label?: string, options?: { superuser?: boolean; firstName?: string }) => Promise<TestUser>;
  /** A user of this test alone, created on first use. */
  user: TestUser;
};

type WorkerFixtures = {
  /** This worker's `createuser --stdin` process (issue 29: one a worker, not one a user). */
  users: UserFactory;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  users: [
    // Playwright reads a fixture's dependencies from the destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const factory = userFactory(settings);
      await provide(factory);
      await factory.close();
    },
    { scope: 'worker' },
  ],
  makeUser: async ({ users }, provide, testInfo) => {
    await provide((label, options) => users.create({ label: label ?? testInfo.title, ...options }));
  },
  user: async ({ makeUser }, provide) => {
    await provide(await makeUser());
  },
});

/** The login form of /app/login (spec 000 §2 "Sign-in screen"). */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    rememberMe: page.getByRole('checkbox', { name: 'Remember me' }),
    submit: (name: string | RegExp = 'Login') => page.getByRole('button', { name, exact: true }),
  };
}

/** Fills and submits the login form of an already open sign-in screen. */
export async function submitLogin(
  page: Page,
  { email, password }: Pick<TestUser, 'email' | 'password'>,
  { remember = false, button = 'Login' }: { remember?: boolean; button?: string } = {},
) {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  if (remember) await form.rememberMe.check();
  await form.submit(button).click();
}

/**
 * Waits until the app has taken over a page the server rendered (shell/src/prerendered/
 * take-over.ts): the server's markup is gone, so what the test presses next is the app's own (a
 * press and release straddling the swap would reach neither, and the server's buttons have no
 * tooltips).
 */
export async function appTakenOver(page: Page) {
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/** Opens /app/login, signs in through the form and waits for the dashboard. */
export async function signInThroughUi(page: Page, user: TestUser, options: { remember?: boolean } = {}) {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await submitLogin(page, user, options);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * The csrftoken cookie of `cookies` (a browser context, or an API request context alone),
 * fetching one through `request` first when there is none.
 */
export async function csrfToken(
  request: APIRequestContext,
  cookies: BrowserContext | APIRequestContext = request,
): Promise<string> {
  const all = async () =>
    'newPage' in cookies ? await cookies.cookies() : (await cookies.storageState()).cookies;
  const find = async () => (await all()).find((cookie) => cookie.name === 'csrftoken')?.value;
  let token = await find();
  if (!token) {
    await request.get(`${AUTH_API}/session`);
    token = await find();
  }
  if (!token) throw new Error('The server set no csrftoken cookie');
  return token;
}

/**
 * Signs a page's context, or an API request context, in through the API (the allauth login call
 * of spec 000 §7), the way the sign-in screen does, without loading any screen: GET the session
 * for a csrftoken cookie, then POST the login with X-CSRFToken.
 */
export async function signInThroughApi(
  target: Page | APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
) {
  const [request, cookies] = 'request' in target ? [target.request, target.context()] : [target, target];
  const token = await csrfToken(request, cookies);
  const response = await request.post(`${AUTH_API}/login`, {
    headers: { 'X-CSRFToken': token },
    data: { email: user.email, password: user.password, username: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * On the local development OpenID provider's page (/dev-oidc, Google's stand-in when Google is
 * not configured; spec 000 §4 "Google sign-in"): signs in as `email`, without names unless
 * given, and continues.
 */
export async function signInAtDevProvider(
  page: Page,
  email: string,
  names?: { first: string; last: string },
) {
  await expect(page.getByRole('heading', { name: 'Lifeguard development sign-in' })).toBeVisible();
  await expect(page.getByText('No Google account is used')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (names) {
    await page.getByLabel('First name').fill(names.first);
    await page.getByLabel('Last name').fill(names.last);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}
