import { describe, expect, it } from '@jest/globals';
import { contactSupportHref } from '../contact-support-href';
import { routeNameFor } from '../route-name-for';
import {
  canonicalRouteName,
  GUEST_ONLY_ROUTES,
  hrefs,
  routeRedirects,
  routes,
  safeRedirectPath,
  type RouteEntry,
} from '../routes';

describe('safeRedirectPath (spec 000 §4 redirect query)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=1#top', '/dashboard?tab=1#top'],
    ['/app/dashboard', '/dashboard'],
    ['/app', '/'],
    [`${window.location.origin}/app/dashboard`, '/dashboard'],
  ])('keeps the in-app path %p', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
  ])('refuses %p', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('hrefs', () => {
  it('encodes the redirect target and reset keys', () => {
    expect(hrefs.login('/dashboard?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(hrefs.resetPassword('a/b')).toBe('/account/reset-password/a%2Fb');
  });

  it('opens Contact Support with what its diagnostics may name (issue 33 item 2)', () => {
    expect(hrefs.contactSupport()).toBe('/contact-support');
    expect(contactSupportHref()).toBe('/contact-support');
    expect(contactSupportHref({ requestId: 'a1-b2', page: '/dashboard' })).toBe(
      '/contact-support?request_id=a1-b2&page=%2Fdashboard',
    );
    expect(contactSupportHref({ page: '/a/x y/team/' })).toBe('/contact-support?page=%2Fa%2Fx+y%2Fteam%2F');
    expect(routeNameFor(hrefs.contactSupport())).toBe('contact-support');
    expect(routes['contact-support']).toMatchObject({ remote: 'dashboard', requiresAuth: false });
    expect(routeNameFor(hrefs.adminSupportRequests())).toBe('admin-support-requests');
  });
});

describe('registration routes (spec 000 §2)', () => {
  it('are rendered by the onboarding remote, open to visitors, with the route names of the spec', () => {
    expect(routeNameFor(hrefs.register())).toBe('register');
    expect(routeNameFor(hrefs.registerSetupPassword())).toBe('register-setup-password');
    expect(routeNameFor(hrefs.registerComplete())).toBe('register-complete');
    const registration = Object.values(routes).filter(({ path }) => path.startsWith('/register'));
    expect(registration).toHaveLength(10);
    expect(registration.every(({ remote, requiresAuth }) => remote === 'onboarding' && !requiresAuth)).toBe(
      true,
    );
  });

  it('sends signed-in users away from /register only, not from its later steps', () => {
    expect(GUEST_ONLY_ROUTES).toEqual(['login', 'register']);
  });
});

describe('dark web scan route (spec 001 §2)', () => {
  it('is rendered by the darkweb remote for signed-in users, its rows linking to the admin', () => {
    expect(routeNameFor(hrefs.darkWebScan())).toBe('dark-web-scan');
    expect(routes['dark-web-scan']).toEqual({
      path: '/dark-web-scan',
      remote: 'darkweb',
      requiresAuth: true,
      frame: 'page',
    });
    expect(routeNameFor(hrefs.adminScan(12))).toBe('admin-scan');
  });
});

describe('integration routes (spec 001 §2)', () => {
  it('are rendered by the dashboard remote for signed-in users, with the route names of the spec', () => {
    expect(routeNameFor(hrefs.darkwebIntegration())).toBe('darkweb-integration');
    expect(routeNameFor(hrefs.chromeIntegration())).toBe('chrome-integration');
    expect(routeNameFor(hrefs.phoneVerification())).toBe('phone-verification');
    const names = ['darkweb-integration', 'chrome-integration', 'phone-verification'] as const;
    expect(names.every((name) => routes[name].remote === 'dashboard' && routes[name].requiresAuth)).toBe(
      true,
    );
  });

  it('have an overview at /integrations/overview (spec 000 §2), /integrations itself still redirecting', () => {
    expect(routeNameFor(hrefs.integrationsOverview())).toBe('integrations-overview');
    expect(routes['integrations-overview']).toEqual({
      path: '/integrations/overview',
      remote: 'dashboard',
      requiresAuth: true,
      frame: 'sidebar',
    });
  });

  it('take /darkweb to the dark web integration and /integrations to the dashboard', () => {
    expect(routeRedirects).toEqual(
      expect.arrayContaining([
        { from: '/darkweb', to: hrefs.darkwebIntegration() },
        { from: '/integrations', to: hrefs.dashboard() },
      ]),
    );
  });
});

describe('route names of spec 001 §2', () => {
  it('has every name the spec lists, darkWebScan as an alias of dark-web-scan', () => {
    const names = [
      'dashboard',
      'login',
      'email-integration',
      'darkweb-integration',
      'chrome-integration',
      'phone-verification',
      'dark-web-scan',
      'uninstall',
      'threatFeedback',
      'darkWebScan',
    ] as const;
    expect(names.map((name) => routes[canonicalRouteName(name)].path)).toEqual([
      '/dashboard',
      '/login',
      '/integrations/email',
      '/integrations/darkweb',
      '/integrations/chrome',
      '/integrations/phone',
      '/dark-web-scan',
      '/uninstall',
      '/threat-feedback',
      hrefs.darkWebScan(),
    ]);
  });
});

describe('frames (spec 001 §2 Layout)', () => {
  const framed = (frame: string) =>
    Object.entries(routes)
      .filter(([, route]) => route.frame === frame)
      .map(([name]) => name);

  it('puts the dashboard, integrations, feedback and uninstall screens in the sidebar layout', () => {
    expect(framed('sidebar')).toEqual([
      'dashboard',
      'darkweb-integration',
      'email-integration',
      'chrome-integration',
      'phone-verification',
      'integrations-overview',
      'uninstall',
      'threatFeedback',
      'contact-support',
    ]);
  });

  it('puts the scan, account, family and superuser pages in the page layout; sign-in and registration frameless', () => {
    expect(framed('page')).toEqual([
      'dark-web-scan',
      'profile',
      'change-password',
      'two-factor',
      'user-sessions',
      'logout',
      'team-create',
      'team-settings',
      'team-switch',
      'team-invitation',
      'project-dashboard',
      'impersonate',
      'admin-scan',
      'admin-remotes',
      'admin-support-requests',
    ]);
    expect(framed('none')).toEqual(
      expect.arrayContaining([
        'login',
        'forgot-password',
        'reset-password',
        'verify-email',
        'oauth-callback',
        'register',
      ]),
    );
    const signedInOnly: RouteEntry[] = Object.values(routes).filter((route) => route.requiresAuth);
    expect(signedInOnly.map((route) => route.frame)).not.toContain('none');
  });
});
