import { routeNameFor } from '@lifeguard/shared/routes/route-name-for';
import { routes } from '@lifeguard/shared/routes/routes';
import type { ShellFrame } from '../frame/frame';

/**
 * The frame the shell draws around the route at `pathname` (under /app), from the route table
 * (spec 001 §2 Layout), or `null` for none: routes whose frame is 'none', unknown paths, and a
 * signed-out visitor of a route open to visitors (/uninstall keeps its own narrow layout). A
 * route that requires sign-in keeps its frame while signing out, so its screen does not mount
 * again, bare, for the moment before /login.
 */
export function routeFrame(pathname: string, signedIn: boolean): ShellFrame | null {
  const name = routeNameFor(pathname);
  if (!name) return null;
  const { frame, requiresAuth } = routes[name];
  return frame !== 'none' && (signedIn || requiresAuth) ? frame : null;
}
