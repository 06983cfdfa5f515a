import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { DarkWebScanPage } from './pages/dark-web-scan-page';

/** What remote "darkweb" exposes as `./routes` (spec 001 §2): the dark web scan screen. */
export const routes: RemoteRouteObject[] = [
  { id: 'dark-web-scan', path: routeTable['dark-web-scan'].path, element: <DarkWebScanPage /> },
];
