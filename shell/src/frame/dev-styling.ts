import { listsDevRemote } from '../remotes/remote-registry';

/** The stored preference that hides development styling (spec 001 §3 local browser flags). */
const HIDE_DEV_STYLING_KEY = 'hideDevStyling';

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
