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
import { RouteError } from './route-error';
import { guardLoader } from './guard';
import { RemoteRoute } from './remote-route';

/** Each alias of the shared table as a route that redirects to its canonical path, query kept. */
function redirectRoutes(): RouteObject[] {
  return routeRedirects.map(({ from, to }) => ({
    path: from,
    loader: ({ params, request }) => redirect(`${generatePath(to, params)}${new URL(request.url).search}`),
  }));
}

/**
 * The shell's routes (spec 000 §2, §9): one guarded route per entry of the shared route table,
 * rendered by its remote, plus its redirect aliases; `/` goes to the dashboard (spec 001 §2),
 * unknown paths to /login.
 */
export function appRoutes(store: AppStore): RouteObject[] {
  const children: RouteObject[] = (Object.keys(routes) as RouteName[]).map((name) => ({
    id: name,
    path: routes[name].path,
    loader: guardLoader(store, name),
    element: <RemoteRoute remote={routes[name].remote} name={name} />,
  }));
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
