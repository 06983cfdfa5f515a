import { lazy } from 'react';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { DashboardPage } from './pages/dashboard-page';

// The dashboard, the first page after sign-in, loads with the remote; the other pages (and the
// form libraries they alone need) load when opened, suspending into the shell's route fallback.
const ChromeIntegrationPage = lazy(async () => ({
  default: (await import('./pages/chrome-integration-page')).ChromeIntegrationPage,
}));
const DarkwebIntegrationPage = lazy(async () => ({
  default: (await import('./pages/darkweb-integration-page')).DarkwebIntegrationPage,
}));
const EmailIntegrationPage = lazy(async () => ({
  default: (await import('./pages/email-integration-page')).EmailIntegrationPage,
}));
const PhoneVerificationPage = lazy(async () => ({
  default: (await import('./pages/phone-verification-page')).PhoneVerificationPage,
}));
const IntegrationsOverviewPage = lazy(async () => ({
  default: (await import('./pages/integrations-overview-page')).IntegrationsOverviewPage,
}));
const ThreatFeedbackPage = lazy(async () => ({
  default: (await import('./pages/threat-feedback-page')).ThreatFeedbackPage,
}));
const UninstallPage = lazy(async () => ({
  default: (await import('./pages/uninstall-page')).UninstallPage,
}));
const ContactSupportPage = lazy(async () => ({
  default: (await import('./pages/contact-support-page')).ContactSupportPage,
}));

/** What the dashboard remote exposes as `./routes` (ARCHITECTURE "Runtime composition"). */
export const routes: RemoteRouteObject[] = [
  { id: 'dashboard', path: routeTable.dashboard.path, element: <DashboardPage /> },
  { id: 'uninstall', path: routeTable.uninstall.path, element: <UninstallPage /> },
  { id: 'threatFeedback', path: routeTable.threatFeedback.path, element: <ThreatFeedbackPage /> },
  {
    id: 'contact-support',
    path: routeTable['contact-support'].path,
    element: <ContactSupportPage />,
  },
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
    id: 'email-integration',
    path: routeTable['email-integration'].path,
    element: <EmailIntegrationPage />,
  },
  {
    id: 'phone-verification',
    path: routeTable['phone-verification'].path,
    element: <PhoneVerificationPage />,
  },
  {
    id: 'integrations-overview',
    path: routeTable['integrations-overview'].path,
    element: <IntegrationsOverviewPage />,
  },
];
