/**
 * The entry shared/tooling/prerender.mjs bundles for Node: the remote's `./routes` (aliased to
 * `<app>/src/routes.tsx` at build) rendered through {@link renderFirstScreens}; `screens` is a
 * promise of them.
 */
// @ts-expect-error -- an alias the prerender build defines; it is the remote's src/routes.tsx.
import { routes } from 'lifeguard-prerender-routes';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { renderFirstScreens } from './render-first-screens';

export const screens = renderFirstScreens(routes as RemoteRouteObject[]);
