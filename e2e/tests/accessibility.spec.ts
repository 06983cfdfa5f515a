/**
 * Accessibility (issue 15 "Keep it from coming back"): axe on every screen of the route table,
 * plus the terms and privacy pages, in light and dark mode, with 0 serious or critical
 * violations. The open chat panel and the keyboard-only path: demo-family/accessibility.spec.ts.
 *
 * The screens only read: each worker keeps one page a persona and colour scheme, signed in once
 * (the personas' storage state), and opens screen after screen in it (issue 29).
 */
import { devices, type Page } from '@playwright/test';
import { PRIVACY_PATH, TERMS_PATH } from '@lifeguard/contracts/legal';
import { routes, type RouteName } from '@lifeguard/shared/routes/routes';
import { blockingViolations, settle } from '../support/axe';
import { expect, test as base } from '../support/fixtures';
import { personaAccount, personaState, type Persona } from '../support/personas';

type Scheme = 'light' | 'dark';
type Screen = { label: string; url: string; persona: Persona | null };

/** This worker's page for a persona (or a visitor: null) in a colour scheme, made on first use. */
type ScreenPages = { page(persona: Persona | null, scheme: Scheme): Promise<Page> };

const test = base.extend<object, { screenPages: ScreenPages }>({
  screenPages: [
    async ({ browser }, provide, workerInfo) => {
      const pages = new Map<string, Promise<Page>>();
      const { defaultBrowserType: _type, ...desktop } = devices['Desktop Chrome'];
      const open = async (persona: Persona | null, scheme: Scheme) => {
        const context = await browser.newContext({
          ...desktop,
          baseURL: workerInfo.project.use.baseURL,
          colorScheme: scheme,
          storageState: persona ? personaState(persona) : undefined,
        });
        // The app reads the scheme both ways: the OS preference and the stored choice.
        await context.addInitScript((value) => localStorage.setItem('theme', value), scheme);
        return context.newPage();
      };
      await provide({
        page(persona, scheme) {
          const key = `${persona}-${scheme}`;
          if (!pages.has(key)) pages.set(key, open(persona, scheme));
          return pages.get(key)!;
        },
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

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
  'admin-support-requests',
];

/** `url` with the demo family's slug and the demo account's latest scan id filled in. */
async function resolved(page: Page, url: string): Promise<string> {
  if (url.includes(':slug')) {
    const teams = (await (await page.request.get('/teams/api/teams/')).json()) as {
      results: { slug: string }[];
    };
    return url.replace(':slug', teams.results[0]?.slug ?? 'none');
  }
  if (url.includes(':scan')) {
    const search = `/api/admin/users/?search=${encodeURIComponent(personaAccount('demo').email)}`;
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
  ...(Object.keys(routes) as RouteName[]).map((name): Screen => {
    const { path, requiresAuth } = routes[name];
    const superuser = SUPERUSER_ROUTES.includes(name);
    const param = (_match: string, key: string) =>
      key === 'slug' || (superuser && key === 'id')
        ? `:${key === 'id' ? 'scan' : key}`
        : (PARAMS[key] ?? key);
    const signedIn = requiresAuth || path.startsWith('/register/');
    return {
      label: name,
      url: `/app${path.replace(/:(\w+)/g, param)}`,
      persona: signedIn ? (superuser ? 'superuser' : 'demo') : null,
    };
  }),
  { label: 'terms', url: TERMS_PATH, persona: null },
  { label: 'privacy', url: PRIVACY_PATH, persona: null },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} mode`, () => {
    for (const screen of SCREENS) {
      test(`${screen.label} (${screen.url}${screen.persona ? ', signed in' : ''}) has no serious or critical violations`, async ({
        screenPages,
      }) => {
        const page = await screenPages.page(screen.persona, scheme);
        await page.goto(await resolved(page, screen.url));
        await settle(page);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
