import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { DashboardPage } from './pages/dashboard-page';

/** What the dashboard remote exposes as `./routes` (ARCHITECTURE "Runtime composition"). */
export const routes: RemoteRouteObject[] = [
  { id: 'dashboard', path: routeTable.dashboard.path, element: <DashboardPage /> },
];
