/** sessionStorage key recording that the onboarding reminder was dismissed in this tab. */
export const REMINDER_DISMISSED_KEY = 'onboardingReminderDismissed';

/** Whether the reminder was dismissed in this browser session; false when storage is refused. */
export function isReminderDismissed(storage: Storage = globalThis.sessionStorage): boolean {
  try {
    return storage.getItem(REMINDER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the dismissal for the session, so the reminder comes back in a new one. */
export function storeReminderDismissal(storage: Storage = globalThis.sessionStorage): void {
  try {
    storage.setItem(REMINDER_DISMISSED_KEY, 'true');
  } catch {
    // Storage refused: the dismissal holds until the page is left.
  }
}
