/** sessionStorage key of the welcome-modal flag (spec 000 §3 "Local browser storage"). */
export const WELCOME_MODAL_KEY = 'showWelcomeModal';

/**
 * Asks the dashboard to greet a newly registered user with its welcome modal (spec 000 §4: set
 * after the setup screen of a third-party sign-in, and after the password is set). Session-scoped,
 * so it never outlives the tab; a browser refusing storage just skips the modal.
 */
export function requestWelcomeModal(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(WELCOME_MODAL_KEY, 'true');
  } catch {
    // Storage disabled or full: the modal is a courtesy, registration goes on.
  }
}
