import type { ReactNode } from 'react';
import type { RouteName } from '@lifeguard/shared/routes/routes';

/**
 * What a remote exposes as `./routes`: one route object per route name it owns. The shell mounts
 * `element` at the path of {@link routes} for `id`, inside its guard and error boundary.
 */
export type RemoteRouteObject = { id: RouteName; path: string; element: ReactNode };

/** The module shape of a remote's `./routes` expose. */
export type RemoteRoutesModule = { routes: RemoteRouteObject[] };
