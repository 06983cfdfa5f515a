import type { RouteName } from '@lifeguard/shared/routes/routes';
import type { AppStore } from '@lifeguard/shared/store/make-store';

/**
 * Starts the queries a route's first view makes (issue 31), on a store whose calls the server
 * answers in process: the same endpoints with the same arguments as the view's hooks, so the
 * cache keys match and the app takes over without asking again. `params` are the route's path
 * parameters (e.g. `slug`).
 */
export type ServerViewPrefetch = (
  store: AppStore,
  params: Readonly<Record<string, string | undefined>>,
) => void;

/** A remote's `src/server-views.ts`: the routes it lets the server render with their data. */
export type ServerViews = Partial<Record<RouteName, ServerViewPrefetch>>;
