import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { LoginRoute } from './app/login-route';
import { renderSecondStep } from './app/render-second-step';
import { OAuthCallbackScreen } from './features/oauth-callback/components/oauth-callback-screen';
import { ForgotPasswordScreen } from './features/password-reset/components/forgot-password-screen';
import { ResetPasswordScreen } from './features/password-reset/components/reset-password-screen';
import { VerifyEmailScreen } from './features/verify-email/components/verify-email-screen';

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
