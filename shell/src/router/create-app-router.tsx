import {
  createBrowserRouter,
  generatePath,
  redirect,
  type RouteObject,
} from '@lifeguard/shared/router/router';
import type { AppStore } from '@lifeguard/shared/store/make-store';
import { APP_BASENAME, hrefs, routeRedirects, routes, type RouteName } from '@lifeguard/shared/routes/routes';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { ShellLayout } from '../layout/shell-layout';
import { FrameRoute } from './frame-route';
import { guardLoader } from './guard';
import { RemoteRoute } from './remote-route';
import { RouteError } from './route-error';

/** Each alias of the shared table as a route that redirects to its canonical path, query kept. */
function redirectRoutes(): RouteObject[] {
  return routeRedirects.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }) => redirect(`${generatePath(to, params)}${new URL(request.url).search}`),
  }));
}

/**
 * The guarded route of one route table entry, rendered by its remote. Keyed by name, so moving
 * to another route starts with a fresh error boundary even where the frame stays mounted.
 */
function tableRoute(store: AppStore, name: RouteName): RouteObject {
  return {
    id: name,
    path: routes[name].path,
    loader: guardLoader(store, name),
    element: <RemoteRoute key={name} remote={routes[name].remote} name={name} />,
  };
}

/**
 * The shell's routes (spec 000 §2, §9): one guarded route per entry of the shared route table,
 * rendered by its remote, those with a frame under the frame's layout route (spec 001 §2
 * Layout), plus the redirect aliases; `/` goes to the dashboard (spec 001 §2), unknown paths
 * to /login.
 */
export function appRoutes(store: AppStore): RouteObject[] {
  const names = Object.keys(routes) as RouteName[];
  const framed = (name: RouteName) => routes[name].frame !== 'none';
  const children: RouteObject[] = [
    ...names.filter((name) => !framed(name)).map((name) => tableRoute(store, name)),
    {
      id: 'frame',
      element: <FrameRoute />,
      children: names.filter(framed).map((name) => tableRoute(store, name)),
    },
  ];
  children.push(
    ...redirectRoutes(),
    { index: true, loader: () => redirect(hrefs.dashboard()) },
    { path: '*', loader: () => redirect(hrefs.login()) },
  );
  return [
    {
      id: 'root',
      element: <ShellLayout />,
      HydrateFallback: FullScreenLoader,
      errorElement: <RouteError />,
      children,
    },
  ];
}

/** The browser router under basename /app (spec 000 §9). */
export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store), { basename: APP_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
