import packageJson from '../package.json';
import { lifeguardOrigin } from './lib/origin';

/** The files of the unpacked build the manifest names (the build is still to come, README). */
export const EXTENSION_FILES = {
  serviceWorker: 'background.js',
  popup: 'popup.html',
  warning: 'warning.html',
} as const;

/** The toolbar and extensions-page icons, by size in px. */
const ICONS = {
  16: 'icons/icon-16.png',
  32: 'icons/icon-32.png',
  48: 'icons/icon-48.png',
  128: 'icons/icon-128.png',
};

/**
 * The Manifest V3 manifest of the extension built for the Lifeguard server at `origin`
 * (`http://localhost:8000` for `npm start`), version from package.json:
 * - a module service worker that checks top-level navigations (webNavigation, tabs), keeps the
 *   tokens and the blocklist (storage) and sends the heartbeat and blocklist refresh (alarms);
 * - host permissions on every http(s) site, to check and redirect any navigation and to call
 *   the server without CORS;
 * - externally_connectable limited to that origin's pages (any path), for the web app's
 *   `setAuthTokens` message (spec 000 §3);
 * - the popup. The warning page a blocked tab is sent to is not web-accessible: only the
 *   extension opens it, so no site can frame it or forge its "Continue anyway".
 * Chrome 120 is the first with `URL.canParse`, which the checks use.
 * @throws TypeError when `origin` is not an http(s) address.
 */
export function createManifest(origin: string) {
  const server = lifeguardOrigin(origin);
  return {
    manifest_version: 3,
    name: 'Lifeguard',
    version: packageJson.version,
    description:
      'Lifeguard Web Protection warns you before phishing and lookalike websites open. Only blocked sites are reported; your browsing history never leaves the browser.',
    minimum_chrome_version: '120',
    background: { service_worker: EXTENSION_FILES.serviceWorker, type: 'module' },
    permissions: ['storage', 'alarms', 'webNavigation', 'tabs'],
    host_permissions: ['http://*/*', 'https://*/*'],
    externally_connectable: { matches: [`${server}/*`] },
    icons: ICONS,
    action: { default_title: 'Lifeguard', default_popup: EXTENSION_FILES.popup, default_icon: ICONS },
  };
}

/** The manifest object, as JSON.stringify writes it into `dist/manifest.json`. */
export type Manifest = ReturnType<typeof createManifest>;
