import { APP_BASENAME } from '@lifeguard/shared/routes/routes';

/**
 * A full page load of an app path (e.g. `hrefs.dashboard()`), used when the session changes
 * identity (starting or stopping an impersonation, issue 13): the store, every cached query and
 * every loaded remote start afresh, so nothing of the previous identity is shown. An object, so
 * tests can spy on `fullReload.to` instead of jsdom's `window.location`.
 */
export const fullReload = {
  to(path: string): void {
    window.location.assign(`${APP_BASENAME}${path}`);
  },
};
