/**
 * Accessibility (issue 15 "Keep it from coming back"): axe on every screen of the route table,
 * plus the terms and privacy pages and the open chat panel, in light and dark mode, with 0
 * serious or critical violations; and a keyboard-only path from sign-in to the dashboard to a dark web scan.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PRIVACY_PATH, TERMS_PATH } from '@lifeguard/contracts/legal';
import { routes, type RouteName } from '@lifeguard/shared/routes/routes';
import { DEMO_USER, createUser, type TestUser } from '../support/product';
import { expect, settings, signInThroughApi, test } from '../support/fixtures';

type Scheme = 'light' | 'dark';
type Screen = { label: string; url: string; signedIn: boolean; superuser: boolean };

/**
 * A value for a route's params: a reset key that is well formed but unknown, an invitation that
 * does not exist. `:slug` and the admin page's scan `:id` are the demo account's, found at run time.
 */
const PARAMS: Record<string, string> = { key: 'a1b2c3-0123456789abcdef', id: '1' };

/** Screens only a superuser sees as they are (spec 001 §6); the others get a no-access message. */
const SUPERUSER_ROUTES: readonly RouteName[] = [
  'project-dashboard',
  'impersonate',
  'admin-scan',
  'admin-remotes',
];

let superuser: TestUser | undefined;

/** A superuser for this run, made on first use. */
async function theSuperuser(): Promise<TestUser> {
  superuser ??= await createUser(settings, { label: 'axe superuser', superuser: true });
  return superuser;
}

/** `url` with the demo family's slug and the demo account's latest scan id filled in. */
async function resolved(page: Page, url: string): Promise<string> {
  if (url.includes(':slug')) {
    const teams = (await (await page.request.get('/teams/api/teams/')).json()) as {
      results: { slug: string }[];
    };
    return url.replace(':slug', teams.results[0]?.slug ?? 'none');
  }
  if (url.includes(':scan')) {
    const search = `/api/admin/users/?search=${encodeURIComponent(DEMO_USER.email)}`;
    const users = (await (await page.request.get(search)).json()) as { results: { id: number }[] };
    const scans = (await (
      await page.request.get(`/dehashed/api/scans/?user_id=${users.results[0]?.id}`)
    ).json()) as {
      results: { id: number }[];
    };
    return url.replace(':scan', String(scans.results[0]?.id ?? 1));
  }
  return url;
}

/**
 * Every screen, derived from the route table: routes needing sign-in as the demo account, the
 * registration steps after /register too (they run signed in, spec 000 §2), the rest signed out;
 * then the server's own pages.
 */
const SCREENS: Screen[] = [
  ...(Object.keys(routes) as RouteName[]).map((name) => {
    const { path, requiresAuth } = routes[name];
    const superuser = SUPERUSER_ROUTES.includes(name);
    const param = (_match: string, key: string) =>
      key === 'slug' || (superuser && key === 'id')
        ? `:${key === 'id' ? 'scan' : key}`
        : (PARAMS[key] ?? key);
    return {
      label: name,
      url: `/app${path.replace(/:(\w+)/g, param)}`,
      signedIn: requiresAuth || path.startsWith('/register/'),
      superuser,
    };
  }),
  { label: 'terms', url: TERMS_PATH, signedIn: false, superuser: false },
  { label: 'privacy', url: PRIVACY_PATH, signedIn: false, superuser: false },
];

const BLOCKING = new Set(['serious', 'critical']);

/** Sets the colour scheme both ways the app reads it: the OS preference and the stored choice. */
async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
}

/** Waits until the screen has settled: its title is shown and no request is pending. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** axe's serious and critical violations on the page, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
          )
          .join('; ')}`,
    );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} mode`, () => {
    for (const screen of SCREENS) {
      test(`${screen.label} (${screen.url}${screen.signedIn ? ', signed in' : ''}) has no serious or critical violations`, async ({
        page,
      }) => {
        await useScheme(page, scheme);
        if (screen.signedIn)
          await signInThroughApi(page, screen.superuser ? await theSuperuser() : DEMO_USER);
        await page.goto(await resolved(page, screen.url));
        await settle(page);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('the chat panel with an answer and its tool rows has no serious or critical violations', async ({
      page,
    }) => {
      await useScheme(page, scheme);
      await signInThroughApi(page, DEMO_USER);
      await page.goto('/app/dashboard');
      await settle(page);
      await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
      await page.getByRole('list', { name: 'Example questions' }).getByRole('button').first().click();
      await expect(page.getByRole('group', { name: 'Was this answer helpful?' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 80) {
  const target = page.locator(selector).first();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

test('keyboard only: sign in, reach the dashboard, open the dark web scan and start a scan', async ({
  page,
}) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // The email field has focus on arrival (spec 000 §2); type as a keyboard user would.
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_USER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_USER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await settle(page);

  // From the dashboard to the dark web scan, by Tab and Enter only: a link straight to the scan
  // where the dashboard offers one, else through the dark web monitoring screen.
  const scanLink = 'a[href$="/app/dark-web-scan"]';
  const monitoringLink = 'a[href$="/app/integrations/darkweb"]';
  // The dashboard's blocks render as their data arrives: wait for one of the two links first.
  await expect(page.locator(`${scanLink}, ${monitoringLink}`).first()).toBeAttached();
  if ((await page.locator(scanLink).count()) === 0) {
    await tabTo(page, monitoringLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/integrations\/darkweb$/);
    await settle(page);
  }
  await tabTo(page, scanLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dark-web-scan$/);
  await expect(page.getByRole('heading', { name: 'Latest scan' })).toBeVisible();
  const rows = page.getByRole('button', { name: /^Details of the scan of / });
  const before = await rows.count();

  await tabTo(page, 'button:has-text("Start New Scan")');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(before + 1);
});
