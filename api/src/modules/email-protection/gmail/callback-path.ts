/**
 * Where Google returns after the Gmail consent (issue 14): a path of ours on the configured
 * public origin, registered as our client's redirect URI (Google's console, or the offline
 * stand-in's registration).
 */
export const GMAIL_CALLBACK_PATH = '/integrations/gmail/callback/';
