/**
 * `GET` here answers the browser extension as a zip made for this server (issue 32): the
 * /integrations/chrome install steps link to it. A module of its own, without typebox, so the
 * apps' bundles can import it.
 */
export const EXTENSION_DOWNLOAD_PATH = '/integrations/api/extension/download/';
