import { useState } from 'react';
import { isReminderDismissed, storeReminderDismissal } from '../utils/reminder-dismissal';

/** The reminder's dismissal for the session: whether it is dismissed, and `dismiss`. */
export function useReminderDismissal() {
  const [dismissed, setDismissed] = useState(isReminderDismissed);
  const dismiss = () => {
    storeReminderDismissal();
    setDismissed(true);
  };
  return { dismissed, dismiss };
}
