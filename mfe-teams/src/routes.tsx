import { lazy } from 'react';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable, type RouteName } from '@lifeguard/shared/routes/routes';

// Every page loads when first opened, so the Project Dashboard's chart library and the profile's
// forms cost nothing elsewhere; they suspend into the shell's route fallback.
const pages = {
  profile: lazy(async () => ({ default: (await import('./pages/profile-page')).ProfilePage })),
  'change-password': lazy(async () => ({
    default: (await import('./pages/change-password-page')).ChangePasswordPage,
  })),
  'two-factor': lazy(async () => ({ default: (await import('./pages/two-factor-page')).TwoFactorPage })),
  'user-sessions': lazy(async () => ({
    default: (await import('./pages/user-sessions-page')).UserSessionsPage,
  })),
  logout: lazy(async () => ({ default: (await import('./pages/logout-page')).LogoutPage })),
  'team-create': lazy(async () => ({ default: (await import('./pages/team-create-page')).TeamCreatePage })),
  'team-settings': lazy(async () => ({
    default: (await import('./pages/team-settings-page')).TeamSettingsPage,
  })),
  'team-switch': lazy(async () => ({ default: (await import('./pages/team-switch-page')).TeamSwitchPage })),
  'team-invitation': lazy(async () => ({
    default: (await import('./pages/team-invitation-page')).TeamInvitationPage,
  })),
  'project-dashboard': lazy(async () => ({
    default: (await import('./pages/project-dashboard-page')).ProjectDashboardPage,
  })),
  impersonate: lazy(async () => ({ default: (await import('./pages/impersonate-page')).ImpersonatePage })),
  'admin-scan': lazy(async () => ({ default: (await import('./pages/admin-scan-page')).AdminScanPage })),
  'admin-remotes': lazy(async () => ({
    default: (await import('./pages/admin-remotes-page')).AdminRemotesPage,
  })),
  'admin-support-requests': lazy(async () => ({
    default: (await import('./pages/admin-support-requests-page')).AdminSupportRequestsPage,
  })),
} satisfies Partial<Record<RouteName, unknown>>;

/** What remote "teams" exposes as `./routes`: one route object per page above (spec 001 §2). */
export const routes: RemoteRouteObject[] = Object.entries(pages).map(([id, Page]) => ({
  id: id as keyof typeof pages,
  path: routeTable[id as keyof typeof pages].path,
  element: <Page />,
}));
