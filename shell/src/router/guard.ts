import { redirect, type LoaderFunctionArgs } from '@lifeguard/shared/router/router';
import { isRegisteringByEmail } from '@lifeguard/contracts/registration-draft';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import type { AppStore } from '@lifeguard/shared/store/make-store';
import {
  GUEST_ONLY_ROUTES,
  hrefs,
  routes,
  withoutBasename,
  type RouteName,
} from '@lifeguard/shared/routes/routes';
import { loadRemoteRoutes } from '../remotes/remote-registry';
import { loadFrame } from './frame-loader';
import { routeFrame } from './route-frame';
import { waitForInitialization } from './wait-for-initialization';

/** The requested path without the /app basename, with query and hash ("full target path"). */
function targetPath(url: URL): string {
  return `${withoutBasename(url.pathname)}${url.search}${url.hash}`;
}

/**
 * Route loader implementing the navigation guard of spec 000 §2 / §6: waits for initialisation;
 * a signed-out visitor of an auth-required route goes to `/login?redirect=<target>`; a signed-in
 * user opening login or register goes to the dashboard unless the query has extension_id or
 * mobile, or, for register, this tab holds their email registration (Back from step 2, issue 33
 * item 3). Then it loads the owning remote and, for a route with a frame, the shell's frame chunk
 * in parallel (spec 001 §2 Layout), so the 'navigating' state covers both; a load failure is
 * left to the route's fallback (with Retry) rather than failing the navigation.
 */
export function guardLoader(store: AppStore, name: RouteName) {
  const route = routes[name];
  return async ({ request }: LoaderFunctionArgs) => {
    await waitForInitialization(store);
    const url = new URL(request.url);
    const user = selectCurrentUser(store.getState());
    const signedIn = user !== null;
    if (route.requiresAuth && !signedIn) throw redirect(hrefs.login(targetPath(url)));
    const connecting = url.searchParams.has('extension_id') || url.searchParams.has('mobile');
    const registering = name === 'register' && signedIn && isRegisteringByEmail(user.email);
    if (signedIn && GUEST_ONLY_ROUTES.includes(name) && !connecting && !registering) {
      throw redirect(hrefs.dashboard());
    }
    const framed = routeFrame(withoutBasename(url.pathname), signedIn) !== null;
    await Promise.all([
      loadRemoteRoutes(route.remote).catch(() => undefined),
      framed ? loadFrame().catch(() => undefined) : undefined,
    ]);
    return null;
  };
}
