import { INLINE_REGISTRY_ID, type RemoteManifestEntry } from '../remotes/remote-registry';

/** The stored preference that hides development styling (spec 001 §3 local browser flags). */
const HIDE_DEV_STYLING_KEY = 'hideDevStyling';

/**
 * Whether the registry inlined in `doc` lists a remote served by a development server (`dev`, a
 * superuser's developer override, issue 34 item 6). Unreadable counts as none. Kept here, in the
 * frame's chunk, rather than beside the registry, which every first screen loads.
 */
export function listsDevRemote(doc: Document = document): boolean {
  try {
    const inline = doc.getElementById(INLINE_REGISTRY_ID)?.textContent;
    return !!inline && (JSON.parse(inline) as RemoteManifestEntry[]).some((remote) => remote.dev === true);
  } catch {
    return false;
  }
}

/**
 * Whether the user menu shows its 'DEV' badge (spec 001 §2): in any build but production, and in
 * production while the page's registry lists a remote from a development server (issue 34 item 6),
 * unless `hideDevStyling` is stored as 'true'. Storage that cannot be read counts as not hidden.
 */
export function isDevBadgeShown(
  nodeEnv: string | undefined = process.env.NODE_ENV,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  devRemoteListed: boolean = listsDevRemote(),
): boolean {
  if (nodeEnv === 'production' && !devRemoteListed) return false;
  try {
    return storage?.getItem(HIDE_DEV_STYLING_KEY) !== 'true';
  } catch {
    return true;
  }
}
