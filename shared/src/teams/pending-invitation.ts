/**
 * The invitation a visitor chose "Create an account" on (issue 13: "a visitor who opens the link
 * is sent to ... register and then lands back on the acceptance"): its accept page's path, kept in
 * sessionStorage through the registration, then taken once by its last step.
 */
import { hrefs } from '@lifeguard/shared/routes/routes';

const KEY = 'pendingInvitation';

/** Only an accept page of ours may be stored or returned (OWASP unvalidated redirects). */
const ACCEPT_PAGE = /^\/teams\/invitation\/\d+\/?\?key=[A-Za-z0-9_-]+$/;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers the accept page `path` (`/teams/invitation/{id}?key=...`, under /app); others are ignored. */
export function rememberPendingInvitation(path: string): void {
  if (ACCEPT_PAGE.test(path)) storage()?.setItem(KEY, path);
}

/** The remembered accept page's path, else `null`; leaves it stored. */
export function peekPendingInvitation(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  return path && ACCEPT_PAGE.test(path) ? path : null;
}

/**
 * Where a finished registration goes (spec 000 §4, issue 13): the remembered accept page, taken
 * once, else the dashboard.
 */
export function pathAfterRegistration(): string {
  const invitation = peekPendingInvitation();
  clearPendingInvitation();
  return invitation ?? hrefs.dashboard();
}

/** Forgets the remembered accept page (it was taken, or the invitation was answered). */
export function clearPendingInvitation(): void {
  storage()?.removeItem(KEY);
}
