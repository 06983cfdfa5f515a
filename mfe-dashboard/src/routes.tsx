import { lazy, type ReactNode } from 'react';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable, type RouteName } from '@lifeguard/shared/routes/routes';
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

/** The route object of `id`: its path in the route table, rendering `element`. */
const route = (id: RouteName, element: ReactNode): RemoteRouteObject => ({
  id,
  path: routeTable[id].path,
  element,
});

/** What the dashboard remote exposes as `./routes` (ARCHITECTURE "Runtime composition"). */
export const routes: RemoteRouteObject[] = [
  route('dashboard', <DashboardPage />),
  route('uninstall', <UninstallPage />),
  route('threatFeedback', <ThreatFeedbackPage />),
  route('contact-support', <ContactSupportPage />),
  route('darkweb-integration', <DarkwebIntegrationPage />),
  route('chrome-integration', <ChromeIntegrationPage />),
  route('email-integration', <EmailIntegrationPage />),
  route('phone-verification', <PhoneVerificationPage />),
  route('integrations-overview', <IntegrationsOverviewPage />),
];
