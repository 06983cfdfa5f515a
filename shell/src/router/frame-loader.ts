import { withoutBasename } from '@lifeguard/shared/routes/routes';
import { routeFrame } from './route-frame';

type FrameModule = typeof import('../frame/frame');

let pending: Promise<FrameModule> | undefined;

/**
 * The shell's frame chunk (spec 001 §2 Layout), loaded once; kept out of the entry so that
 * /app/login and the other frameless screens never load it. A failed load is forgotten, so a
 * later navigation tries again. The settled promise carries React's `status`/`value` fields,
 * so `use()` reads a frame loaded beforehand (by the guard) without suspending.
 */
export function loadFrame(): Promise<FrameModule> {
  if (!pending) {
    const loading = import(/* webpackChunkName: "frame" */ '../frame/frame');
    pending = loading;
    loading.then(
      (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
      () => {
        pending = undefined;
      },
    );
  }
  return pending;
}

/**
 * Starts loading the frame at once when `pathname` (under /app) is a route that requires sign-in
 * and has a frame, in parallel with its remote and the session check (as `preloadRemoteFor`).
 * A route open to visitors (/uninstall) waits for the guard to know who is there.
 */
export function preloadFrameFor(pathname: string): void {
  if (routeFrame(withoutBasename(pathname), false)) void loadFrame().catch(() => undefined);
}
