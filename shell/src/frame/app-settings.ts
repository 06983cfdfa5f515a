import { createContext } from 'react';
import { APP_SETTINGS_ELEMENT_ID, HELP_PATH, type AppSettings } from '@lifeguard/contracts/help';

/** The settings of a page that inlines none (a test, a page from elsewhere): our own help centre. */
export const DEFAULT_APP_SETTINGS: AppSettings = { help_url: HELP_PATH };

/** A path on this origin (not `//host`) or an absolute http(s) URL, as the server's HELP_URL. */
const SAFE_HREF = /^(https?:\/\/[^/\s]+)?\/(?!\/)\S*$/i;

/**
 * The runtime settings the server inlines into every app page (issue 33 item 1;
 * api/src/gateway/app-page.ts), beside the remotes registry: the defaults when `doc` has none
 * (or no document: the server render), when they are unreadable, or for a help URL that is no
 * path or http(s) URL.
 */
export function readAppSettings(doc: Document | undefined = globalThis.document): AppSettings {
  const text = doc?.getElementById(APP_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_APP_SETTINGS;
  try {
    const { help_url: helpUrl } = JSON.parse(text) as Partial<AppSettings>;
    return typeof helpUrl === 'string' && SAFE_HREF.test(helpUrl)
      ? { help_url: helpUrl }
      : DEFAULT_APP_SETTINGS;
  } catch {
    return DEFAULT_APP_SETTINGS;
  }
}

/**
 * The runtime settings the frame draws with: in the browser, the page's, read once when the
 * frame's chunk loads (the frame is never on /app/login); the server render provides the
 * configured ones (shell/src/server/render-page.tsx), so both draw the same links.
 */
export const AppSettingsContext = createContext<AppSettings>(readAppSettings());
