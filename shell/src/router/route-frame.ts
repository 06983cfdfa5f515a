import { routeNameFor } from '@lifeguard/shared/routes/route-name-for';
import { routes } from '@lifeguard/shared/routes/routes';
import type { ShellFrame } from '../frame/frame';

/**
 * The frame the shell draws around the route at `pathname` (under /app), from the route table
 * (spec 001 §2 Layout), or `null` for none: routes whose frame is 'none', unknown paths, and a
 * signed-out visitor of a sidebar route open to visitors (/uninstall keeps its own narrow
 * layout). The page layout suits a visitor too (its header then has no user menu): a mailed
 * invitation's accept page keeps it signed out (issue 13). A route that requires sign-in keeps
 * its frame while signing out, so its screen does not mount again, bare, for the moment before
 * /login.
 */
export function routeFrame(pathname: string, signedIn: boolean): ShellFrame | null {
  const name = routeNameFor(pathname);
  if (!name) return null;
  const { frame, requiresAuth } = routes[name];
  if (frame === 'none') return null;
  return signedIn || requiresAuth || frame === 'page' ? frame : null;
}
