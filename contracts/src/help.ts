/**
 * The help centre the server serves (issue 33 item 1): its index, searched by `?q=`, and one
 * page per article at a stable address. A module of its own, without typebox, so the apps'
 * bundles can import it.
 */
export const HELP_PATH = '/help/';

/** Longest search the help centre takes (`?q=`), in characters. */
export const HELP_QUERY_MAX_LENGTH = 200;

/** The stable address of the help centre's article `slug`: `/help/<slug>/`. */
export const helpArticlePath = (slug: string) => `${HELP_PATH}${encodeURIComponent(slug)}/`;

/**
 * The id of the JSON block of runtime settings the server inlines into every app page
 * (api/src/gateway/app-page.ts), beside the remotes registry: configuration the browser needs
 * without a rebuild.
 */
export const APP_SETTINGS_ELEMENT_ID = 'lifeguard-settings';

/** The runtime settings of {@link APP_SETTINGS_ELEMENT_ID}. */
export type AppSettings = {
  /** Where "Help and Support" leads (HELP_URL): a path on this origin or an absolute http(s) URL. */
  help_url: string;
};
