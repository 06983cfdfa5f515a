import { createLifeguardApi } from '../lib/api';
import { originOfManifest } from '../lib/origin';
import { createAuthorizedFetch, createTokenStore } from '../lib/tokens';

/**
 * What every part of the service worker shares: the configured Lifeguard origin (from the
 * manifest), the token store in `chrome.storage.local`, and the Lifeguard API over the
 * authorized fetch. Made once per service worker start.
 */
export const origin = originOfManifest(chrome.runtime.getManifest());

export const tokens = createTokenStore(chrome.storage.local);

/** Listeners of a sign-out by the server (badge, popup), set by connection.ts. */
const signedOutListeners: (() => void)[] = [];

/** Calls `listener` whenever the server refuses the extension's sign-in for good. */
export const onSignedOut = (listener: () => void) => void signedOutListeners.push(listener);

export const api = createLifeguardApi(
  createAuthorizedFetch({
    origin,
    tokens,
    fetch: fetch.bind(globalThis),
    onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
  }),
);

/** The keys the service worker keeps in `chrome.storage.local` besides the tokens. */
export const KEYS = {
  blocklist: 'blocklist',
  blocklistEtag: 'blocklistEtag',
  protectionEnabled: 'protectionEnabled',
  blocks: 'blocks',
  email: 'email',
  pendingEvents: 'pendingEvents',
} as const;

/** The one key of `chrome.storage.session`: the per-tab allow list of "Continue anyway". */
export const ALLOWED_KEY = 'allowed';

/** One value of `chrome.storage.local`. */
export async function readLocal(key: string): Promise<unknown> {
  const { [key]: value } = await chrome.storage.local.get([key]);
  return value;
}
