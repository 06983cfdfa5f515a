import { lazy } from 'react';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { LoginRoute } from './pages/login-route';
import { renderSecondStep } from './pages/render-second-step';

// /login, the first screen of most visits, loads with the remote and carries no form library
// (issue 17: JS for /app/login); the other screens, with formik and yup, load when opened,
// suspending into the shell's route fallback (or, at build, into the prerender, which waits).
const ForgotPasswordScreen = lazy(async () => ({
  default: (await import('./features/password-reset/components/forgot-password-screen')).ForgotPasswordScreen,
}));
const ResetPasswordScreen = lazy(async () => ({
  default: (await import('./features/password-reset/components/reset-password-screen')).ResetPasswordScreen,
}));
const OAuthCallbackScreen = lazy(async () => ({
  default: (await import('./features/oauth-callback/components/oauth-callback-screen')).OAuthCallbackScreen,
}));
const VerifyEmailScreen = lazy(async () => ({
  default: (await import('./features/verify-email/components/verify-email-screen')).VerifyEmailScreen,
}));

/**
 * What remote "auth" exposes as `./routes` (spec 000 §2): one route object per route name it
 * owns; the shell mounts each `element` at its path under /app, inside the navigation guard.
 */
export const routes: RemoteRouteObject[] = [
  { id: 'login', path: routeTable.login.path, element: <LoginRoute /> },
  { id: 'forgot-password', path: routeTable['forgot-password'].path, element: <ForgotPasswordScreen /> },
  { id: 'reset-password', path: routeTable['reset-password'].path, element: <ResetPasswordScreen /> },
  {
    id: 'oauth-callback',
    path: routeTable['oauth-callback'].path,
    element: <OAuthCallbackScreen renderSecondStep={renderSecondStep} />,
  },
  { id: 'verify-email', path: routeTable['verify-email'].path, element: <VerifyEmailScreen /> },
];
