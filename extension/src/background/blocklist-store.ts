import { parseBlocklist, type Blocklist } from '../lib/api';
import { createHostMatcher, type HostMatcher } from '../lib/blocklist';
import { SignedOutError } from '../lib/errors';
import { api, KEYS, readLocal } from './context';

/** The blocklist as the navigation check uses it. */
export type LoadedBlocklist = { version: string; hosts: HostMatcher; brands: Blocklist['brands'] };

/** The list shipped in the build (scripts/package.ts writes it), for the time before the first download. */
const SHIPPED = 'blocklist.json';

let loaded: LoadedBlocklist | null = null;

const load = (list: Blocklist): LoadedBlocklist =>
  (loaded = { version: list.version, hosts: createHostMatcher(list.hosts), brands: list.brands });

/**
 * The current blocklist (issue 32 "a local blocklist ... shipped with the extension and
 * refreshed"): the one in memory, else the last download kept in `chrome.storage.local`, else
 * the copy shipped in the build. Built into a matcher once per service worker start.
 */
export async function currentBlocklist(): Promise<LoadedBlocklist> {
  if (loaded) return loaded;
  const stored = await readLocal(KEYS.blocklist);
  if (stored) {
    try {
      return load(parseBlocklist(stored));
    } catch {
      // A damaged copy: fall back to the shipped one, and the next refresh downloads a new one.
    }
  }
  const shipped = await fetch(chrome.runtime.getURL(SHIPPED));
  return load(parseBlocklist(await shipped.json()));
}

/**
 * Downloads the blocklist when the server has a newer one (ETag, 304 otherwise) and keeps it.
 * Does nothing while not connected; a failed download keeps the current list. Never rejects.
 */
export async function refreshBlocklist(): Promise<void> {
  try {
    const etag = await readLocal(KEYS.blocklistEtag);
    const result = await api.fetchBlocklist(typeof etag === 'string' ? etag : null);
    if (result.status === 'not_modified') return;
    await chrome.storage.local.set({ [KEYS.blocklist]: result.blocklist, [KEYS.blocklistEtag]: result.etag });
    load(result.blocklist);
  } catch (error) {
    if (!(error instanceof SignedOutError)) console.warn('Lifeguard: blocklist not refreshed', error);
  }
}
