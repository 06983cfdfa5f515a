/**
 * The one route table (spec 000 §2, spec 001 §2): route name → path under the `/app/` basename,
 * the remote that renders it, whether it needs a signed-in user, its frame, and the builder of
 * its links. The shell mounts and guards {@link routes}; remotes expose one route object per name
 * (`id` = name) and build links with {@link hrefs}: two views of the same entries, so a route is
 * written once, its path beside its link (issue 36 item 2).
 */
import { EXTENSION_DOWNLOAD_PATH } from '@lifeguard/contracts/browser-extension';
import { PRIVACY_PATH, TERMS_PATH } from '@lifeguard/contracts/legal';
import { MOBILE_AUTH_REDIRECT_PATH } from '@lifeguard/contracts/mobile-auth';
import { sameOriginPath } from '@lifeguard/contracts/redirects';
import type { REMOTES } from '@lifeguard/contracts/remotes';

/** A remote's name, from the one list of federated apps. */
export type RemoteName = (typeof REMOTES)[number]['name'];

/**
 * The frame the shell draws around a route (spec 001 §2 Layout): `sidebar`, the fixed sidebar
 * with no header or footer; `page`, a top header and a footer with page transitions; `none`,
 * the screen draws its own narrow layout (sign-in, password reset, registration).
 */
export type RouteFrame = 'sidebar' | 'page' | 'none';

export type RouteEntry = { path: string; remote: RemoteName; requiresAuth: boolean; frame: RouteFrame };

/** Builds a link to a route, a path relative to the `/app/` basename (its query too, if any). */
export type HrefBuilder = (...args: never[]) => string;

/**
 * A route of the table: its entry, and `href` when its links are not just its path (a path
 * parameter, a query, the trailing slash of the spec's server-sent paths).
 */
type RouteTableEntry = RouteEntry & { href?: HrefBuilder };

/**
 * A registration step (spec 000 §2): open to visitors. The onboarding remote itself sends a
 * visitor without a session from the steps after /register back to it (step 1 signs them in).
 */
const registration = <Path extends string>(path: Path) =>
  ({ path, remote: 'onboarding', requiresAuth: false, frame: 'none' }) as const;

/** A signed-in page of the teams remote, in the page layout (spec 001 §2 Layout). */
const account = <Path extends string>(path: Path) =>
  ({ path, remote: 'teams', requiresAuth: true, frame: 'page' }) as const;

const table = {
  login: {
    path: '/login',
    remote: 'auth',
    requiresAuth: false,
    frame: 'none',
    href: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  'forgot-password': { path: '/forgot-password', remote: 'auth', requiresAuth: false, frame: 'none' },
  'reset-password': {
    path: '/account/reset-password/:key',
    remote: 'auth',
    requiresAuth: false,
    frame: 'none',
    href: (key: string) => `/account/reset-password/${encodeURIComponent(key)}`,
  },
  'oauth-callback': { path: '/auth/callback', remote: 'auth', requiresAuth: false, frame: 'none' },
  /** The mailed link verifying an email address (issue 16 §3; allauth's account_confirm_email). */
  'verify-email': {
    path: '/account/verify-email/:key',
    remote: 'auth',
    requiresAuth: false,
    frame: 'none',
    href: (key: string) => `/account/verify-email/${encodeURIComponent(key)}`,
  },
  register: registration('/register'),
  'register-personal-info': registration('/register/personal-info'),
  'register-who-protecting': registration('/register/who-protecting'),
  'register-tech-comfort': registration('/register/tech-comfort'),
  'register-safety-concerns': registration('/register/safety-concerns'),
  'register-scenario-concerns': registration('/register/scenario-concerns'),
  'register-security-solutions': registration('/register/security-solutions'),
  'register-account-setup': registration('/register/account-setup'),
  'register-setup-password': registration('/register/setup-password'),
  'register-complete': registration('/register/complete'),
  dashboard: { path: '/dashboard', remote: 'dashboard', requiresAuth: true, frame: 'sidebar' },
  'dark-web-scan': { path: '/dark-web-scan', remote: 'darkweb', requiresAuth: true, frame: 'page' },
  'darkweb-integration': {
    path: '/integrations/darkweb',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
  },
  'email-integration': {
    path: '/integrations/email',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
  },
  'chrome-integration': {
    path: '/integrations/chrome',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
  },
  'phone-verification': {
    path: '/integrations/phone',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
  },
  /** All five protections with their status and controls (spec 000 §2 "integrations overview"). */
  'integrations-overview': {
    path: '/integrations/overview',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
  },
  /**
   * Opened by the browser extension after it is removed, so it works signed out (spec 001 §2);
   * a signed-out visitor gets no signed-in frame, the screen's own narrow layout.
   */
  uninstall: { path: '/uninstall', remote: 'dashboard', requiresAuth: false, frame: 'sidebar' },
  /** Feedback on a threat of the timeline (spec 001 §2), by its `threat_id`, or on a missed one. */
  threatFeedback: {
    path: '/threat-feedback',
    remote: 'dashboard',
    requiresAuth: true,
    frame: 'sidebar',
    href: (threatId?: string) =>
      threatId ? `/threat-feedback?threat_id=${encodeURIComponent(threatId)}` : '/threat-feedback',
  },
  /**
   * The support request form (issue 33 item 2): signed out too, in its own narrow layout then.
   * Its links with the diagnostics' context: contact-support-href.ts.
   */
  'contact-support': { path: '/contact-support', remote: 'dashboard', requiresAuth: false, frame: 'sidebar' },
  // Families, account pages and superuser tools (spec 001 §2, issue 13): the server sends the
  // spec's paths (/users/profile/, /a/{slug}/team/, /dashboard/, /support/, ...) here.
  profile: { ...account('/users/profile'), href: () => '/users/profile/' },
  'change-password': { ...account('/accounts/password/change'), href: () => '/accounts/password/change/' },
  /** Two-factor authentication: the authenticator app and recovery codes (issue 16 §6). */
  'two-factor': account('/accounts/2fa'),
  /** 'Signed-in devices': the user's sessions (issue 16 §5). */
  'user-sessions': account('/accounts/sessions'),
  logout: { ...account('/accounts/logout'), href: () => '/accounts/logout/' },
  'team-create': { ...account('/teams/create'), href: () => '/teams/create/' },
  'team-settings': {
    ...account('/a/:slug/team'),
    href: (slug: string) => `/a/${encodeURIComponent(slug)}/team/`,
  },
  /** Makes the family current, then opens the dashboard (spec 001 §2 Switch Team). */
  'team-switch': { ...account('/a/:slug'), href: (slug: string) => `/a/${encodeURIComponent(slug)}/` },
  /** The accept page of a mailed invitation: a visitor sees it too, then signs in or registers. */
  'team-invitation': {
    path: '/teams/invitation/:id',
    remote: 'teams',
    requiresAuth: false,
    frame: 'page',
    href: (id: number, key: string) => `/teams/invitation/${id}?key=${encodeURIComponent(key)}`,
  },
  'project-dashboard': account('/project-dashboard'),
  /** Impersonate a User, with `search` already typed (a user picked from the Project Dashboard). */
  impersonate: {
    ...account('/support'),
    href: (search?: string) => (search ? `/support?search=${encodeURIComponent(search)}` : '/support'),
  },
  'admin-scan': { ...account('/admin/scans/:id'), href: (scanId: number) => `/admin/scans/${scanId}` },
  /** The remote registry with each remote's version and reachability (issue 18), for superusers. */
  'admin-remotes': account('/admin/remotes'),
  /** What people sent through Contact Support, with Mark answered (issue 33 item 2), for superusers. */
  'admin-support-requests': account('/admin/support-requests'),
} as const satisfies Record<string, RouteTableEntry>;

type Table = typeof table;

export type RouteName = keyof Table;

/** A path with a parameter must have its own `href`: the names that have none (none, checked). */
type MissingHref = {
  [N in RouteName]: Table[N] extends { path: `${string}:${string}` }
    ? Table[N] extends { href: HrefBuilder }
      ? never
      : N
    : never;
}[RouteName];
type Assert<Condition extends true> = Condition;
type _EveryPathParameterHasAnHref = Assert<[MissingHref] extends [never] ? true : false>;

/** `forgot-password` → `forgotPassword`: the key of a route's link builder in {@link hrefs}. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The table's entries without their link builders: what the shell mounts, guards and frames. */
export const routes = Object.fromEntries(
  Object.entries(table).map(([name, { href: _href, ...entry }]: [string, RouteTableEntry]) => [name, entry]),
) as { readonly [N in RouteName]: Omit<Table[N], 'href'> };

/**
 * Link builders, paths relative to the `/app/` basename: each route's `href`, else its path, keyed
 * by its name in camelCase (`hrefs.forgotPassword()`, `hrefs.teamSettings(slug)`).
 */
export const hrefs = Object.fromEntries(
  Object.entries(table).map(([name, entry]: [string, RouteTableEntry]) => [
    camelCase(name),
    entry.href ?? (() => entry.path),
  ]),
) as {
  readonly [N in RouteName as CamelCase<N>]: Table[N] extends { href: infer Href } ? Href : () => string;
};

/**
 * Route names the spec also uses for a route of the table (spec 001 §2 names both `dark-web-scan`
 * and `darkWebScan`): alias → the table's name.
 */
export const routeNameAliases = { darkWebScan: 'dark-web-scan' } as const satisfies Record<string, RouteName>;

export type RouteNameAlias = keyof typeof routeNameAliases;

/** The table's name of a route name or alias (`darkWebScan` → `dark-web-scan`). */
export function canonicalRouteName(name: RouteName | RouteNameAlias): RouteName {
  return Object.hasOwn(routeNameAliases, name)
    ? routeNameAliases[name as RouteNameAlias]
    : (name as RouteName);
}

/** The router's basename (spec 000 §9). */
export const APP_BASENAME = '/app';

/** A path with its `/app` basename removed (`/app` → `/`); other paths unchanged. */
export function withoutBasename(path: string): string {
  if (path === APP_BASENAME) return '/';
  return path.startsWith(`${APP_BASENAME}/`) ? path.slice(APP_BASENAME.length) : path;
}

/**
 * Routes a signed-in user is sent away from, unless the query holds extension_id or mobile
 * (spec 000 §2 guard). Only /register itself: the later registration steps run signed in.
 */
export const GUEST_ONLY_ROUTES: readonly RouteName[] = ['login', 'register'];

/**
 * The first screens visitors land on (issue 17): prerendered at build time by the remote that
 * owns each (shared/tooling/prerender.mjs), so they paint before any JavaScript has loaded.
 */
export const FIRST_SCREENS: readonly RouteName[] = ['login', 'forgot-password', 'register'];

/**
 * Other paths that reach a canonical route (spec 000 §2: the step-back target
 * /register/onboarding/who-protecting is to be tolerated; spec 001 §2: /darkweb and
 * /integrations). `from` is a route pattern; its params carry over into `to` by name, and the
 * shell keeps the query string.
 */
export type RouteRedirect = { from: string; to: string };

export const routeRedirects: readonly RouteRedirect[] = [
  { from: '/register/onboarding/:step', to: '/register/:step' },
  { from: '/darkweb', to: '/integrations/darkweb' },
  { from: '/integrations', to: '/dashboard' },
];

/** Paths outside the app (served by the server or other sites). */
export const externalHrefs = {
  terms: TERMS_PATH,
  privacy: PRIVACY_PATH,
  mobileAuthRedirect: MOBILE_AUTH_REDIRECT_PATH,
  /** The browser extension as a zip made for this server (spec 001 §4 chrome setup, issue 32). */
  extensionDownload: EXTENSION_DOWNLOAD_PATH,
  /** The privacy statement's section on the browser extension. */
  extensionPrivacy: `${PRIVACY_PATH}#browser-extension`,
} as const;

/** Navigation state a registration screen reads its error banner from (spec 000 §4 callback). */
export type RegisterNavigationState = { error: string };

/**
 * The redirect query value as a safe in-app path (spec 000 §4), else `null`: parsed against the
 * page's origin as the browser would (contracts/redirects, issue 30 F6), so other origins,
 * protocol-relative and backslash forms and `javascript:` are refused (OWASP unvalidated
 * redirects). `/x` and `/app/x` both give the app path `/x`. A server render (issue 31), which
 * has no page origin, accepts paths only.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = value
    ? sameOriginPath(value, globalThis.location?.origin ?? 'http://server-render.invalid')
    : null;
  return path === null ? null : withoutBasename(path);
}
