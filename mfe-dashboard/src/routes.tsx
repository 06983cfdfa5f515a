import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { ChromeIntegrationPage } from './pages/chrome-integration-page';
import { DarkwebIntegrationPage } from './pages/darkweb-integration-page';
import { DashboardPage } from './pages/dashboard-page';
import { PhoneVerificationPage } from './pages/phone-verification-page';
import { ThreatFeedbackPage } from './pages/threat-feedback-page';
import { UninstallPage } from './pages/uninstall-page';

/** What the dashboard remote exposes as `./routes` (ARCHITECTURE "Runtime composition"). */
export const routes: RemoteRouteObject[] = [
  { id: 'dashboard', path: routeTable.dashboard.path, element: <DashboardPage /> },
  { id: 'uninstall', path: routeTable.uninstall.path, element: <UninstallPage /> },
  { id: 'threatFeedback', path: routeTable.threatFeedback.path, element: <ThreatFeedbackPage /> },
  {
    id: 'darkweb-integration',
    path: routeTable['darkweb-integration'].path,
    element: <DarkwebIntegrationPage />,
  },
  {
    id: 'chrome-integration',
    path: routeTable['chrome-integration'].path,
    element: <ChromeIntegrationPage />,
  },
  {
    id: 'phone-verification',
    path: routeTable['phone-verification'].path,
    element: <PhoneVerificationPage />,
  },
];
