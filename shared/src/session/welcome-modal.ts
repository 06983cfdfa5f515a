/** sessionStorage key of the welcome-modal flag (spec 000 §3 "Local browser storage"). */
export const WELCOME_MODAL_KEY = 'showWelcomeModal';

/**
 * Asks the dashboard to greet a newly registered user with its welcome modal (spec 000 §4: set
 * after the setup screen of a third-party sign-in, and after the password is set). Session-scoped,
 * so it never outlives the tab; a browser refusing storage just skips the modal.
 */
export function requestWelcomeModal(storage: Storage = globalThis.sessionStorage): void {
  try {
    storage.setItem(WELCOME_MODAL_KEY, 'true');
  } catch {
    // Storage disabled or full: the modal is a courtesy, registration goes on.
  }
}

/** Whether the welcome modal was asked for in this tab (spec 001 §4 "Welcome modal"). */
export function isWelcomeModalRequested(storage: Storage = globalThis.sessionStorage): boolean {
  try {
    return storage.getItem(WELCOME_MODAL_KEY) !== null;
  } catch {
    return false;
  }
}

/** Clears the request once the user has seen the modal (spec 001 §4 'Let's get started'). */
export function clearWelcomeModalRequest(storage: Storage = globalThis.sessionStorage): void {
  try {
    storage.removeItem(WELCOME_MODAL_KEY);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
