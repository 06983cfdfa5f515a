import { matchRoutes } from '@lifeguard/shared/router/router';
import { routes, type RouteName } from '@lifeguard/shared/routes/routes';

const routeObjects = Object.entries(routes).map(([id, { path }]) => ({ id, path }));

/** The route name of the route table matching `pathname` (relative to /app), if any. */
export function routeNameFor(pathname: string): RouteName | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.id as RouteName | undefined;
}
